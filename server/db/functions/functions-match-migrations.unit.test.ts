import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { comparable, definitionIn, replayMigrations, splitStatements, type Definition } from './sql-definitions.ts';

// Each database function and trigger has one file in this folder with its current definition
// (README.md), and a database gets it only from the migrations. This test holds the two equal, so
// that the file can be read as the rule: a file changed without a migration, a migration that
// changes a function without its file, a file left for something dropped, all fail here.

const FUNCTIONS = 'server/db/functions';
const MIGRATIONS = 'server/db/migrations';
const functionsFolder = fileURLToPath(new URL('./', import.meta.url));
const migrationsFolder = fileURLToPath(new URL('../migrations/', import.meta.url));

// In the journal's order, which is the order the migrator applies them in.
const journal = JSON.parse(readFileSync(`${migrationsFolder}meta/_journal.json`, 'utf8')) as { entries: { tag: string }[] };
const { current, dropped } = replayMigrations(journal.entries.map(({ tag }) => ({ tag, sql: readFileSync(`${migrationsFolder}${tag}.sql`, 'utf8') })));

const notDefinitions: string[] = [];
const inFiles = readdirSync(functionsFolder)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .flatMap((file) =>
    splitStatements(readFileSync(functionsFolder + file, 'utf8')).flatMap((statement) => {
      const definition = definitionIn(statement);
      if (definition) return [{ ...definition, file }];
      notDefinitions.push(`${FUNCTIONS}/${file}: "${statement.text.slice(0, 60)}…" is no function or trigger; only their definitions belong here`);
      return [];
    }),
  );

/** A function's file is named after it; a trigger is in the file of the function it executes. */
const fileFor = (definition: Definition) => `${definition.executes ?? definition.name}.sql`;
const migrationFile = (tag: string) => `${MIGRATIONS}/${tag}.sql`;
const writeMigration = (file: string) =>
  `write a new migration that applies ${FUNCTIONS}/${file} (npx drizzle-kit generate --custom --name <what-changes>, then copy the definition in: ${FUNCTIONS}/README.md)`;

/** Where two definitions part: a few words of each, whitespace as the comparison sees it. */
function firstDifference(file: string, migration: string): string {
  let at = 0;
  while (at < file.length && file[at] === migration[at]) at += 1;
  const near = (text: string) => `"…${text.slice(Math.max(0, at - 40), at + 40)}…"`;
  return `the file reads ${near(file)} where the migration reads ${near(migration)}`;
}

describe(`${FUNCTIONS}: the latest migration's definition of every function and trigger`, () => {
  it('holds only definitions, each once, in the file named after it (a trigger with the function it executes)', () => {
    const problems = [...notDefinitions];
    const seen = new Map<string, string>();
    for (const definition of inFiles) {
      const where = `${FUNCTIONS}/${definition.file}`;
      const before = seen.get(definition.key);
      if (before) problems.push(`${definition.key} is defined twice, in ${before} and ${where}: keep one`);
      seen.set(definition.key, where);
      if (definition.file !== fileFor(definition)) problems.push(`${definition.key} is in ${where}: it belongs in ${FUNCTIONS}/${fileFor(definition)}`);
    }
    expect(problems).toEqual([]);
  });

  it('has a file for every function and trigger the migrations leave in the database', () => {
    const filed = new Set(inFiles.map((definition) => definition.key));
    const missing = [...current.values()]
      .filter((definition) => !filed.has(definition.key))
      .map(
        (definition) =>
          `${definition.key}, last applied by ${migrationFile(definition.migration)}, has no file: copy its definition from there into ${FUNCTIONS}/${fileFor(definition)}`,
      );
    expect(missing).toEqual([]);
  });

  it('holds each definition as the last migration that applies it has it', () => {
    const differing = inFiles.flatMap((definition) => {
      const applied = current.get(definition.key);
      const [file, migration] = [comparable(definition.statement.text), comparable(applied?.statement.text ?? '')];
      if (!applied || file === migration) return [];
      return [
        `${FUNCTIONS}/${definition.file}: ${definition.key} differs from ${migrationFile(applied.migration)}, the last migration that applies it ` +
          `(${firstDifference(file, migration)}). A file changes no database by itself: ${writeMigration(definition.file)}; or, if the migration is right, put the file back as the migration has it.`,
      ];
    });
    expect(differing).toEqual([]);
  });

  it('says above each definition which migration applied it last', () => {
    const stale = inFiles.flatMap((definition) => {
      const applied = current.get(definition.key);
      const line = `-- Last applied by migration ${applied?.migration}.`;
      if (!applied || definition.statement.comments.split('\n').includes(line)) return [];
      return [`${FUNCTIONS}/${definition.file}: the comment above ${definition.key} should have the line "${line}"`];
    });
    expect(stale).toEqual([]);
  });

  it('holds nothing that no migration defines, or that a migration dropped', () => {
    const unknown = inFiles
      .filter((definition) => !current.has(definition.key))
      .map((definition) => {
        const where = `${FUNCTIONS}/${definition.file}`;
        const droppedBy = dropped.get(definition.key);
        return droppedBy
          ? `${where}: ${definition.key} was dropped by ${migrationFile(droppedBy)}: delete it from the file`
          : `${where}: no migration defines ${definition.key}: ${writeMigration(definition.file)}, or delete it from the file`;
      });
    expect(unknown).toEqual([]);
  });
});

describe('reading definitions out of SQL', () => {
  it('ends a statement at a semicolon outside bodies, strings, quoted names and comments', () => {
    const statements = splitStatements(
      `-- a comment; no statement\nCREATE FUNCTION "f"() RETURNS text LANGUAGE sql AS $$ SELECT ';' -- ;\n $$;--> statement-breakpoint\n` +
        `-- about t\nCREATE TRIGGER "t" AFTER UPDATE OF "on_sale" ON "products" FOR EACH ROW WHEN (OLD.x <> ';') EXECUTE FUNCTION "f"();\n` +
        `SELECT $body$ ; $body$, "a;b" /* ; */`,
    );
    expect(statements.map((statement) => statement.comments)).toEqual(['-- a comment; no statement', '-- about t', '']);
    expect(statements.map((statement) => definitionIn(statement)?.key)).toEqual(['function f()', 'trigger t on products', undefined]);
    expect(definitionIn(statements[1]!)?.executes).toBe('f');
    expect(statements[2]!.text).toBe('SELECT $body$ ; $body$, "a;b" /* ; */');
  });

  it('knows a function by its name and argument types, and follows replacements and drops', () => {
    const { current: left, dropped: gone } = replayMigrations([
      {
        tag: '0001_a',
        sql: `CREATE FUNCTION f(a int, OUT b text) AS $$ SELECT 1 $$;--> statement-breakpoint
CREATE FUNCTION f(a text, b double precision) RETURNS int AS $$ SELECT 2 $$;--> statement-breakpoint
CREATE TRIGGER t AFTER INSERT ON x FOR EACH ROW EXECUTE FUNCTION g();`,
      },
      {
        tag: '0002_b',
        sql: `CREATE OR REPLACE FUNCTION f(c integer, OUT d text) AS $$ SELECT 3 $$;--> statement-breakpoint
DROP FUNCTION f(text, double precision);--> statement-breakpoint
DROP TRIGGER t ON x;`,
      },
    ]);
    expect([...left.values()].map((definition) => [definition.key, definition.migration])).toEqual([['function f(integer)', '0002_b']]);
    expect([...gone]).toEqual([
      ['function f(text, double precision)', '0002_b'],
      ['trigger t on x', '0002_b'],
    ]);
  });

  it('compares whitespace as one space, CREATE OR REPLACE as CREATE, and a body comment as part of the body', () => {
    expect(comparable('CREATE OR REPLACE FUNCTION f()\n  AS $$ x $$;')).toBe(comparable('CREATE FUNCTION f() AS $$ x $$'));
    expect(comparable('CREATE FUNCTION f() AS $$ -- why\n x $$')).not.toBe(comparable('CREATE FUNCTION f() AS $$ x $$'));
  });
});
