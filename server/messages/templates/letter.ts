import { LANGUAGE_TAGS, type Locale } from '#domain/i18n/locales.ts';
import { SITE_NAME } from '#domain/site.ts';
import { messagesFor } from '../language.ts';

/**
 * One letter, written once and rendered twice (issue 22): a plain-text part and an HTML part in
 * the shop's look, from the same blocks, so the two never say different things. The HTML uses
 * inline styles (mail clients drop stylesheets), no pictures (readable with images off), and a
 * dark variant for the clients that honour `prefers-color-scheme`.
 */
export type Block =
  | { p: string }
  | { button: { label: string; url: string } }
  | { lines: Array<{ name: string; qty: number; amount: string }> }
  | { totals: Array<[label: string, value: string]> };

/** `locale`: the recipient's language (issue 24), English when absent (the shop's own mailbox). */
export type Letter = { subject: string; heading: string; blocks: Block[]; locale?: Locale };
export type RenderedLetter = { subject: string; text: string; html: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The theme's colours (src/ui/theme/theme.css.ts), light; the dark ones follow in a media query.
const INK = '#2b2320';
const MUTED = '#5f534c';
const LINE = '#ddd2c6';
const SURFACE = '#fffdf9';
const CANVAS = '#f7f3ee';
const ACCENT = '#7a5c2e';
const SERIF = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const SANS = "Inter, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// A label and its value as the language writes them ('Total: $5.00', 'Total\u00a0: 5,00 $'). The
// separator alone is the message: a pattern '{label}: {value}' in the catalogue would match any
// text with a colon, and the API's answers are translated by the catalogue's patterns.
function blockText(block: Block, locale: Locale): string {
  const colon = messagesFor(locale).mail_label_separator();
  if ('p' in block) return block.p;
  if ('button' in block) return `${block.button.label}${colon}${block.button.url}`;
  if ('lines' in block) return block.lines.map((l) => `- ${l.name} x ${l.qty}${colon}${l.amount}`).join('\n');
  return block.totals.map(([label, value]) => `${label}${colon}${value}`).join('\n');
}

const cell = `padding:6px 0;border-bottom:1px solid ${LINE};font:15px/1.5 ${SANS};color:${INK};`;

function blockHtml(block: Block): string {
  if ('p' in block) return `<p class="ink" style="margin:0 0 16px;font:16px/1.6 ${SANS};color:${INK};">${escapeHtml(block.p)}</p>`;
  if ('button' in block) {
    const { label, url } = block.button;
    return `<p style="margin:24px 0;"><a class="button" href="${escapeHtml(url)}" style="display:inline-block;padding:12px 22px;background:${INK};color:${CANVAS};text-decoration:none;border-radius:999px;font:600 15px/1.2 ${SANS};">${escapeHtml(label)}</a></p>
<p class="muted" style="margin:0 0 16px;font:13px/1.5 ${SANS};color:${MUTED};word-break:break-all;">${escapeHtml(url)}</p>`;
  }
  const rows =
    'lines' in block
      ? block.lines.map(
          (l) =>
            `<tr><td class="ink" style="${cell}">${escapeHtml(l.name)} &times; ${l.qty}</td><td class="ink" style="${cell}text-align:right;">${escapeHtml(l.amount)}</td></tr>`,
        )
      : block.totals.map(([label, value], i, all) => {
          const strong = i === all.length - 1 ? 'font-weight:700;' : '';
          return `<tr><td class="ink" style="${cell}${strong}">${escapeHtml(label)}</td><td class="ink" style="${cell}${strong}text-align:right;">${escapeHtml(value)}</td></tr>`;
        });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 16px;">${rows.join('')}</table>`;
}

export function renderLetter(letter: Letter, shopUrl: string): RenderedLetter {
  const locale = letter.locale ?? 'en';
  const footer = `${SITE_NAME} · ${shopUrl}`;
  const text = [letter.heading, '', ...letter.blocks.flatMap((b) => [blockText(b, locale), '']), '--', footer, ''].join('\n');
  const html = `<!doctype html>
<html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(letter.subject)}</title>
<style>@media (prefers-color-scheme: dark){body,.canvas{background:#1f1915!important}.card{background:#2b2320!important}.ink{color:#f7f3ee!important}.muted{color:#cbbfb3!important}.button{background:#f7f3ee!important;color:#1f1915!important}}</style>
</head>
<body class="canvas" style="margin:0;padding:0;background:${CANVAS};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="canvas" style="background:${CANVAS};"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="card" style="max-width:560px;background:${SURFACE};border:1px solid ${LINE};border-radius:12px;">
<tr><td style="padding:28px 28px 8px;"><p class="muted" style="margin:0;font:600 13px/1 ${SANS};letter-spacing:0.18em;text-transform:uppercase;color:${ACCENT};">${SITE_NAME}</p>
<h1 class="ink" style="margin:12px 0 20px;font:600 28px/1.2 ${SERIF};color:${INK};">${escapeHtml(letter.heading)}</h1></td></tr>
<tr><td style="padding:0 28px 20px;">${letter.blocks.map(blockHtml).join('\n')}</td></tr>
<tr><td class="muted" style="padding:16px 28px 24px;border-top:1px solid ${LINE};font:13px/1.5 ${SANS};color:${MUTED};">${escapeHtml(footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: letter.subject, text, html };
}
