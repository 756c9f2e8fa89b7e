import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint configuration (eslint.config.js) is a rule of the house: this checks that it refuses
// what it must, on small snippets linted as if they were files at these paths. Imports name files
// that exist: the boundary rules resolve them.
const root = resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

/** An import each layer must not make: [what, the file it is in, the import]. */
const refused: Array<[string, string, string]> = [
  ['a feature importing the shell', 'src/features/cart/lint-probe.ts', "import { createAppRouter } from '#src/app/router.tsx';"],
  ['a feature importing another feature', 'src/features/cart/lint-probe.ts', "import { useAuthModal } from '../auth/auth-modal-state.ts';"],
  ['a feature fetching another feature lazily', 'src/features/cart/lint-probe.ts', "export const load = () => import('#src/features/saved/saved-actions.ts');"],
  ['the server importing scripts/', 'server/orders/lint-probe.ts', "import '../../scripts/dev.ts';"],
  ['the server importing the app', 'server/orders/lint-probe.ts', "import { api } from '#src/platform/api-client.ts';"],
  ['the server importing the service worker', 'server/orders/lint-probe.ts', "import { tellWindows } from '#sw/window-messages.ts';"],
  ['the platform importing the shell', 'src/platform/lint-probe.ts', "import { useLogout } from '#src/app/logout.ts';"],
  ['the platform importing a feature', 'src/platform/lint-probe.ts', "import { addToCart } from '#src/features/cart/cart-store.ts';"],
  ['the platform importing ui', 'src/platform/lint-probe.ts', "import { Button } from '#src/ui/button.tsx';"],
  ['the platform importing the service worker', 'src/platform/lint-probe.ts', "import { tellWindows } from '#sw/window-messages.ts';"],
  ['ui importing the platform', 'src/ui/lint-probe.ts', "import { api } from '#src/platform/api-client.ts';"],
  ['ui importing a feature', 'src/ui/lint-probe.ts', "import { useCart } from '#src/features/cart/use-cart.ts';"],
  ['domain importing the app', 'domain/lint-probe.ts', "import { api } from '#src/platform/api-client.ts';"],
  ['the service worker importing the app', 'sw/lint-probe.ts', "import { api } from '#src/platform/api-client.ts';"],
];

describe('eslint.config.js: import boundaries', () => {
  it.each(refused)('refuses %s', async (_what, filePath, line) => {
    expect(await ruleIds(filePath, `${line}\n`)).toEqual(['boundaries/dependencies']);
  });

  it('lets a server test drive a tool in scripts/ (the built server is server/ and domain/ alone)', async () => {
    expect(await ruleIds('server/orders/lint-probe.api.test.ts', "import '../../scripts/dev.ts';\n")).toEqual([]);
  });

  it('keeps domain/ to valibot among packages', async () => {
    expect(await ruleIds('domain/lint-probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n")).toEqual(['no-restricted-imports']);
    expect(
      await ruleIds('domain/lint-probe.ts', "import * as v from 'valibot';\nimport { CURRENCY } from './enums.ts';\nexport const probe = [v, CURRENCY];\n"),
    ).toEqual([]);
  });

  it('lets each layer import what it stands on', async () => {
    const feature = [
      "import { CURRENCY } from '#domain/enums.ts';",
      "import { api } from '#src/platform/api-client.ts';",
      "import { Button } from '#src/ui/button.tsx';",
      "import { cartPrices } from './cart-lines.ts';",
      'export const probe = [CURRENCY, api, Button, cartPrices];',
    ].join('\n');
    expect(await ruleIds('src/features/cart/lint-probe.ts', feature)).toEqual([]);
    const shell = [
      "import { useLogout } from '#src/app/logout.ts';",
      "import { addToCart } from '#src/features/cart/cart-store.ts';",
      'export const probe = [useLogout, addToCart];',
    ].join('\n');
    expect(await ruleIds('src/routes/lint-probe.tsx', shell)).toEqual([]);
  });
});

describe('eslint.config.js: file names', () => {
  it('wants kebab-case names', async () => {
    expect(await ruleIds('src/ui/ProductBadge.tsx', 'export const probe = 1;\n')).toEqual(['check-file/filename-naming-convention']);
    expect(await ruleIds('src/ui/product-badge.css.ts', 'export const probe = 1;\n')).toEqual([]);
  });

  it('refuses barrel files, except TanStack Router route files', async () => {
    expect(await ruleIds('src/ui/index.ts', "export * from './button.tsx';\n")).toEqual(['check-file/no-index']);
    expect(await ruleIds('src/routes/lint-probe/index.tsx', 'export const probe = 1;\n')).toEqual([]);
  });
});

describe('eslint.config.js: React hooks', () => {
  it('refuses a hook called conditionally', async () => {
    const code = [
      "import { useState } from 'react';",
      'export function Probe({ on }: { on: boolean }) {',
      '  if (on) {',
      '    const [value] = useState(0);',
      '    return <p>{value}</p>;',
      '  }',
      '  return null;',
      '}',
    ].join('\n');
    expect(await ruleIds('src/features/cart/lint-probe.tsx', code)).toContain('react-hooks/rules-of-hooks');
  });

  it('refuses an effect that leaves out what it reads', async () => {
    const code = [
      "import { useEffect } from 'react';",
      'export function Probe({ id }: { id: string }) {',
      '  useEffect(() => {',
      '    document.title = id;',
      '  }, []);',
      '  return null;',
      '}',
    ].join('\n');
    expect(await ruleIds('src/ui/lint-probe.tsx', code)).toEqual(['react-hooks/exhaustive-deps']);
  });
});
