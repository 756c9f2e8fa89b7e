// The definitions of database functions and triggers, read out of SQL text: the migrations'
// (server/db/migrations) and this folder's files (README.md). Just enough of SQL's lexical rules to
// find where a statement ends (a `;` in a function's $$ body, a string, a quoted name or a comment
// ends nothing) and to tell what a CREATE or a DROP names. functions-match-migrations.unit.test.ts
// holds each file equal to the latest migration that defines the same thing. A rename (ALTER ...
// RENAME) is not followed: drop and create instead, as the migrations so far do.

/** A statement as written, from its first word to its `;`, and the comment lines above it. */
export type Statement = { text: string; comments: string };

/**
 * What a CREATE FUNCTION or CREATE TRIGGER defines. A function is known by its name and its
 * arguments' types, as PostgreSQL knows it (two overloads are two functions); a trigger by its
 * name and its table. `executes` is the function a trigger runs: its file holds the trigger.
 */
export type Definition = { key: string; name: string; executes?: string; statement: Statement };

/** A definition as the migrations leave it: the one that applied it last. */
export type CurrentDefinition = Definition & { migration: string };

const BREAKPOINT = '--> statement-breakpoint';

export function splitStatements(sql: string): Statement[] {
  const statements: Statement[] = [];
  let start = -1; // where the statement being read began; -1 between statements
  let comments: string[] = [];
  let i = 0;
  while (i < sql.length) {
    const char = sql[i]!;
    const comment = sql.startsWith('--', i) ? '\n' : sql.startsWith('/*', i) ? '*/' : undefined;
    if (comment) {
      const close = sql.indexOf(comment, i + 2);
      const stop = close === -1 ? sql.length : close + (comment === '*/' ? 2 : 0);
      const line = sql.slice(i, stop);
      if (start === -1 && line !== BREAKPOINT) comments.push(line);
      i = stop;
    } else if (/\s/.test(char)) {
      i += 1;
    } else {
      if (start === -1) start = i;
      const dollar = char === '$' ? /^\$(?:[A-Za-z_]\w*)?\$/.exec(sql.slice(i, i + 64))?.[0] : undefined;
      const quote = char === "'" || char === '"' ? char : dollar;
      if (char === ';') {
        statements.push({ text: sql.slice(start, i + 1), comments: comments.join('\n') });
        start = -1;
        comments = [];
        i += 1;
      } else if (quote) {
        const close = sql.indexOf(quote, i + quote.length);
        i = close === -1 ? sql.length : close + quote.length;
      } else {
        i += 1;
      }
    }
  }
  if (start !== -1) statements.push({ text: sql.slice(start).trimEnd(), comments: comments.join('\n') });
  return statements;
}

/**
 * The text two definitions are compared by: runs of whitespace as one space, and CREATE OR
 * REPLACE read as CREATE (a migration replaces what a file simply defines). Comments inside the
 * statement count: a function's body keeps them in the database.
 */
export function comparable(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/;$/, '')
    .replace(/^create\s+(or\s+replace\s+)?/i, 'CREATE ');
}

const NAME = String.raw`(?:"[^"]+"|[\w$]+)(?:\.(?:"[^"]+"|[\w$]+))?`;

/** PostgreSQL folds an unquoted name to lower case; the schema (public) is left out. */
function unquote(name: string): string {
  const last = name.match(/"[^"]+"|[\w$]+/g)!.at(-1)!;
  return last.startsWith('"') ? last.slice(1, -1) : last.toLowerCase();
}

/** The words a type's name can start with when it has more than one: `double precision` is no name and a type. */
const TYPES_OF_TWO_WORDS = new Set(['double', 'character', 'char', 'bit', 'timestamp', 'time', 'interval', 'national']);
const TYPE_ALIASES: Record<string, string> = {
  int: 'integer',
  int4: 'integer',
  int8: 'bigint',
  int2: 'smallint',
  float8: 'double precision',
  float4: 'real',
  bool: 'boolean',
  varchar: 'character varying',
  timestamptz: 'timestamp with time zone',
};

/** An argument's type, or nothing for an OUT argument (not part of the function's identity). */
function argumentType(argument: string): string | undefined {
  let words = argument
    .replace(/\s+(default\b|=)[\s\S]*$/i, '')
    .trim()
    .split(/\s+/);
  const mode = words[0]!.toLowerCase();
  if (words.length > 1 && ['in', 'out', 'inout', 'variadic'].includes(mode)) {
    if (mode === 'out') return undefined;
    words = words.slice(1);
  }
  if (words.length > 1 && !TYPES_OF_TWO_WORDS.has(words[0]!.toLowerCase())) words = words.slice(1);
  return words
    .join(' ')
    .toLowerCase()
    .replace(/^\w+/, (base) => TYPE_ALIASES[base] ?? base);
}

/** The types of the argument list that opens at `text[open]`, split at its top-level commas. */
function argumentTypes(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let from = open + 1;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')') depth -= 1;
    if ((text[i] === ',' && depth === 1) || depth === 0) {
      args.push(text.slice(from, i));
      from = i + 1;
    }
    if (depth === 0) break;
  }
  return args.filter((arg) => arg.trim() !== '').flatMap((arg) => argumentType(arg) ?? []);
}

const functionKey = (name: string, types: string[]) => `function ${name}(${types.join(', ')})`;
const triggerKey = (name: string, table: string) => `trigger ${name} on ${table}`;

const CREATE_FUNCTION = new RegExp(String.raw`^create\s+(?:or\s+replace\s+)?(?:function|procedure)\s+(${NAME})\s*\(`, 'i');
const CREATE_TRIGGER = new RegExp(
  String.raw`^create\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\s+(${NAME})\s[\s\S]*?\son\s+(${NAME})\s[\s\S]*\sexecute\s+(?:function|procedure)\s+(${NAME})\s*\(`,
  'i',
);
const DROP_FUNCTION = new RegExp(String.raw`^drop\s+(?:function|procedure)\s+(?:if\s+exists\s+)?(${NAME})\s*(\()?`, 'i');
const DROP_TRIGGER = new RegExp(String.raw`^drop\s+trigger\s+(?:if\s+exists\s+)?(${NAME})\s+on\s+(${NAME})`, 'i');
const DROP_TABLE = /^drop\s+table\s+(?:if\s+exists\s+)?([\s\S]+?)(?:\s+(?:cascade|restrict))?\s*;?$/i;

/** The function or trigger a statement defines, if it is a CREATE of one. */
export function definitionIn(statement: Statement): Definition | undefined {
  const fn = CREATE_FUNCTION.exec(statement.text);
  if (fn) {
    const name = unquote(fn[1]!);
    return { key: functionKey(name, argumentTypes(statement.text, fn[0].length - 1)), name, statement };
  }
  const trigger = CREATE_TRIGGER.exec(statement.text);
  if (trigger) {
    const name = unquote(trigger[1]!);
    return { key: triggerKey(name, unquote(trigger[2]!)), name, executes: unquote(trigger[3]!), statement };
  }
  return undefined;
}

/** Which definitions a DROP statement removes: a test on their keys (a dropped table takes its triggers). */
function dropIn(text: string): ((key: string) => boolean) | undefined {
  const fn = DROP_FUNCTION.exec(text);
  if (fn) {
    const name = unquote(fn[1]!);
    if (!fn[2]) return (key) => key.startsWith(`function ${name}(`);
    const dropped = functionKey(name, argumentTypes(text, fn[0].length - 1));
    return (key) => key === dropped;
  }
  const trigger = DROP_TRIGGER.exec(text);
  if (trigger) {
    const dropped = triggerKey(unquote(trigger[1]!), unquote(trigger[2]!));
    return (key) => key === dropped;
  }
  const table = DROP_TABLE.exec(text);
  if (table) {
    const tables = table[1]!.split(',').map((name) => unquote(name.trim()));
    return (key) => key.startsWith('trigger ') && tables.some((name) => key.endsWith(` on ${name}`));
  }
  return undefined;
}

/**
 * The migrations played in order (the journal's): what each function and trigger is after the
 * last of them, with the migration that applied it, and what a migration dropped (and which).
 */
export function replayMigrations(migrations: { tag: string; sql: string }[]) {
  const current = new Map<string, CurrentDefinition>();
  const dropped = new Map<string, string>();
  for (const { tag, sql } of migrations) {
    for (const statement of splitStatements(sql)) {
      const definition = definitionIn(statement);
      if (definition) {
        current.set(definition.key, { ...definition, migration: tag });
        dropped.delete(definition.key);
        continue;
      }
      const drops = dropIn(statement.text);
      for (const key of drops ? [...current.keys()].filter(drops) : []) {
        current.delete(key);
        dropped.set(key, tag);
      }
    }
  }
  return { current, dropped };
}
