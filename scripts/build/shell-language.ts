import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGE_TAGS, type Locale } from '../../domain/i18n/locales.ts';

/**
 * The app shell (index.html) in the build's language: `%lang%` is its language tag, and
 * `%message_key%` that message of the catalogue (plain texts only, escaped for HTML). The files of
 * public/ (icons, pictures) are the site's, at its root, in either language: Vite names them
 * under the French build's /fr/, where they are not. The web manifest is each language's own
 * (web-manifest.ts).
 */
export function shellLanguage(root: string, locale: Locale): Plugin {
  const catalogue = JSON.parse(readFileSync(join(root, 'domain', 'i18n', `${locale}.json`), 'utf8')) as Record<string, unknown>;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  let base = '/';
  return {
    name: 'sillage:shell-language',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/%([a-z][a-z0-9_]*)%/g, (_whole, key: string) => {
            if (key === 'lang') return LANGUAGE_TAGS[locale];
            const text = catalogue[key];
            if (typeof text !== 'string') throw new Error(`index.html names %${key}%, which is not a plain message of ${locale}.json`);
            return escape(text);
          })
          .replace(/(href|src)="([^"]+)"/g, (whole, attribute: string, url: string) =>
            base !== '/' && url.startsWith(base) && !url.endsWith('manifest.webmanifest') && existsSync(join(root, 'public', url.slice(base.length)))
              ? `${attribute}="/${url.slice(base.length)}"`
              : whole,
          ),
    },
  };
}
