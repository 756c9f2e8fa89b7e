// npm run build: the app once per language (client, then the server's page renderer), the server,
// and the stamp that says which sources this build was made from. The languages are
// domain/i18n/locales.ts's: a new one is built without touching this file. The default
// language's builds come first: they empty dist/ and build/ssr/, where the others' folders go.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildFolderOf, DEFAULT_LOCALE, LOCALES } from '../../domain/i18n/locales.ts';

const ordered = [DEFAULT_LOCALE, ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)];

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const done = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

const vite = ['node_modules/vite/bin/vite.js'];
for (const locale of ordered) run(process.execPath, [...vite, 'build'], { SILLAGE_LOCALE: locale });
for (const locale of ordered) run(process.execPath, [...vite, 'build', '--ssr', 'src/entry-server.tsx'], { SILLAGE_LOCALE: locale });
run(process.execPath, [...vite, 'build', '--config', 'vite.server.config.ts']);
// What `npm start` and the tests need of it: each language's shell and page renderer, and the server.
const outputs = [...ordered.flatMap((locale) => [join('dist', buildFolderOf(locale), 'index.html'), join('build/ssr', buildFolderOf(locale), 'entry-server.js')]), 'build/server/main.js'];
run(process.execPath, ['scripts/build/build-stamp.mjs', 'write', ...outputs]);
