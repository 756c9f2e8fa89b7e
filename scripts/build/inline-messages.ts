import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { Locale } from '../../domain/i18n/locales.ts';

/**
 * In a build of the app, `m.key()` of a message that reads no input becomes its text, as if typed
 * there: a first visit's script carries "Skip to content", not a function returning it and a call
 * of it (about 8 bytes a message, gzipped, on a first visit at the edge of its 110 KB budget). The
 * code keeps naming its messages. A message whose text only places its inputs (`{name}`: no
 * plural) called with an object literal of plain inputs becomes a template literal (about 25 bytes
 * less a message than its function); other calls stay calls. Only in modules that import
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
      let inlined = code.replace(/\bm\.([a-z][a-z0-9_]*)\(\)/g, (call, key: string) => {
        const text = plain(key);
        return text === undefined ? call : JSON.stringify(text);
      });
      inlined = inlineWithInputs(inlined, (key) => {
        const text = catalogue[key];
        return typeof text === 'string' && text.includes('{') ? text : undefined;
      });
      return inlined === code ? undefined : { code: inlined, map: null };
    },
  };
}

/** Where the call's parenthesis opened at `open` closes, or -1 (strings inside: not handled, -1). */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const c = code[i]!;
    if (c === '"' || c === "'" || c === '`') return -1;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return c === ')' ? i : -1;
    }
  }
  return -1;
}

/** `{ a, b: f(x) }` as name → expression, or undefined when it is anything else. */
function inputsOf(argument: string): Map<string, string> | undefined {
  const body = /^\s*\{([\s\S]*)\}\s*$/.exec(argument)?.[1];
  if (body === undefined) return undefined;
  const entries: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if ((c === ',' && depth === 0) || i === body.length) {
      if (body.slice(start, i).trim()) entries.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  const inputs = new Map<string, string>();
  for (const entry of entries) {
    const [, name, expression] = /^([A-Za-z_$][\w$]*)\s*(?::\s*([\s\S]+))?$/.exec(entry) ?? [];
    if (!name || inputs.has(name)) return undefined;
    inputs.set(name, expression ?? name);
  }
  return inputs;
}

/**
 * `m.key({ name })` of a message `Save {name}` → `` `Save ${(name)}` ``: each input placed once, in
 * the text's order (the expressions are the code's own reads: a name, a property, a plain call).
 */
function inlineWithInputs(code: string, textOf: (key: string) => string | undefined): string {
  const call = /\bm\.([a-z][a-z0-9_]*)\(/g;
  let out = '';
  let last = 0;
  for (let match = call.exec(code); match; match = call.exec(code)) {
    const text = textOf(match[1]!);
    if (text === undefined) continue;
    const open = match.index + match[0].length - 1;
    const close = closingParen(code, open);
    if (close < 0) continue;
    const inputs = inputsOf(code.slice(open + 1, close));
    const placed = [...text.matchAll(/\{([A-Za-z_$][\w$]*)\}/g)].map((m) => m[1]!);
    // Every input placed exactly once, and nothing else between braces (no plural, no markup).
    if (!inputs || placed.length !== inputs.size || new Set(placed).size !== placed.length || placed.some((name) => !inputs.has(name))) continue;
    if (/[{}]/.test(text.replace(/\{[A-Za-z_$][\w$]*\}/g, ''))) continue;
    const literal = text
      .split(/(\{[A-Za-z_$][\w$]*\})/)
      .map((part) => (/^\{[A-Za-z_$][\w$]*\}$/.test(part) ? `\${(${inputs.get(part.slice(1, -1))})}` : part.replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${')))
      .join('');
    out += `${code.slice(last, match.index)}\`${literal}\``;
    last = close + 1;
    call.lastIndex = close + 1;
  }
  return last === 0 ? code : out + code.slice(last);
}
