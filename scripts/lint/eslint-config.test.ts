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

describe('eslint.config.js: import boundaries', () => {
  it('refuses a feature importing the shell', async () => {
    expect(await ruleIds('src/features/cart/lint-probe.ts', "import { createAppRouter } from '#src/app/router.tsx';\nexport const probe = createAppRouter;\n")).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it('refuses a feature importing another feature, also relatively and lazily', async () => {
    expect(await ruleIds('src/features/cart/lint-probe.ts', "import { useAuthModal } from '../auth/auth-modal-state.ts';\nexport const probe = useAuthModal;\n")).toEqual([
      'boundaries/dependencies',
    ]);
    expect(await ruleIds('src/features/cart/lint-probe.ts', "export const probe = () => import('#src/features/saved/saved-actions.ts');\n")).toEqual(['boundaries/dependencies']);
  });

  it('refuses the server importing scripts/, the app or the service worker', async () => {
    expect(await ruleIds('server/orders/lint-probe.ts', "import '../../scripts/dev.ts';\n")).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('server/orders/lint-probe.ts', "import { api } from '#src/platform/api-client.ts';\nexport const probe = api;\n")).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('server/orders/lint-probe.ts', "import { tellWindows } from '#sw/window-messages.ts';\nexport const probe = tellWindows;\n")).toEqual(['boundaries/dependencies']);
    // The built server is server/ and domain/ alone; a test may still drive a script's tool.
    expect(await ruleIds('server/orders/lint-probe.api.test.ts', "import '../../scripts/dev.ts';\n")).toEqual([]);
  });

  it('keeps src/platform and src/ui from reaching up', async () => {
    expect(await ruleIds('src/platform/lint-probe.ts', "import { useLogout } from '#src/app/logout.ts';\nexport const probe = useLogout;\n")).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('src/platform/lint-probe.ts', "import { addToCart } from '#src/features/cart/cart-store.ts';\nexport const probe = addToCart;\n")).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('src/platform/lint-probe.ts', "import { Button } from '#src/ui/button.tsx';\nexport const probe = Button;\n")).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('src/ui/lint-probe.ts', "import { api } from '#src/platform/api-client.ts';\nexport const probe = api;\n")).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('src/ui/lint-probe.ts', "import { useCart } from '#src/features/cart/use-cart.ts';\nexport const probe = useCart;\n")).toEqual(['boundaries/dependencies']);
  });

  it('keeps domain/ to itself and valibot', async () => {
    expect(await ruleIds('domain/lint-probe.ts', "import { api } from '#src/platform/api-client.ts';\nexport const probe = api;\n")).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('domain/lint-probe.ts', "import { useState } from 'react';\nexport const probe = useState;\n")).toEqual(['no-restricted-imports']);
    expect(await ruleIds('domain/lint-probe.ts', "import * as v from 'valibot';\nimport { CURRENCY } from './enums.ts';\nexport const probe = [v, CURRENCY];\n")).toEqual([]);
  });

  it('keeps the app and the service worker apart', async () => {
    expect(await ruleIds('src/platform/lint-probe.ts', "import { tellWindows } from '#sw/window-messages.ts';\nexport const probe = tellWindows;\n")).toEqual(['boundaries/dependencies']);
    expect(await ruleIds('sw/lint-probe.ts', "import { api } from '#src/platform/api-client.ts';\nexport const probe = api;\n")).toEqual(['boundaries/dependencies']);
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
    const shell = ["import { useLogout } from '#src/app/logout.ts';", "import { addToCart } from '#src/features/cart/cart-store.ts';", 'export const probe = [useLogout, addToCart];'].join('\n');
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
