import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { Locale } from '../../domain/i18n/locales.ts';

/**
 * In a build of the app, `m.key()` of a message that reads no input becomes its text, as if typed
 * there: a first visit's script carries "Skip to content", not a function returning it and a call
 * of it (about 8 bytes a message, gzipped, on a first visit at the edge of its 110 KB budget). The
 * code keeps naming its messages; messages with inputs stay calls. Only in modules that import
 * the catalogue as `m` (`import * as m from '#messages'`, the house way), and only the build's
 * own language (vite.config.ts builds one per language).
 */
export function inlineMessages(root: string, locale: Locale): Plugin {
  const catalogue = JSON.parse(readFileSync(join(root, 'domain', 'i18n', `${locale}.json`), 'utf8')) as Record<string, unknown>;
  const plain = (key: string) => {
    const text = catalogue[key];
    return typeof text === 'string' && !text.includes('{') ? text : undefined;
  };
  return {
    name: 'sillage:inline-messages',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.replace(/\?.*$/, '')) || !code.includes("import * as m from '#messages'")) return undefined;
      const inlined = code.replace(/\bm\.([a-z][a-z0-9_]*)\(\)/g, (call, key: string) => {
        const text = plain(key);
        return text === undefined ? call : JSON.stringify(text);
      });
      return inlined === code ? undefined : { code: inlined, map: null };
    },
  };
}
