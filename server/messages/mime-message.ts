import { createHash } from 'node:crypto';
import type { OutgoingMail } from './mail-transport.ts';

/**
 * A mail's bytes (RFC 5322, MIME), written here rather than by nodemailer's composer: every mail
 * the shop sends has the same shape (a text and an HTML part, a few headers), and nodemailer's
 * streams and quoted-printable folding took about 1 ms of CPU a mail, most of the server's time on
 * an order under load (docs/decisions/2026-11-29-request-cost.md); this takes a few dozen µs.
 * Parts are base64 (any UTF-8, no line-length rules to get wrong); a header with non-ASCII words
 * is sent as RFC 2047 encoded-words. undefined for an address that is not plain ASCII
 * (internationalized mailboxes): nodemailer composes those, as before.
 */
export function mimeMessage(mail: OutgoingMail, newline: '\r\n' | '\n'): Buffer | undefined {
  const from = splitAddress(mail.from);
  if (!isAsciiAddress(from.address) || !isAsciiAddress(mail.to)) return undefined;
  const extra = Object.entries(mail.headers);
  if (extra.some(([, value]) => value.includes('\r') || value.includes('\n'))) return undefined;
  // The same on every try of one message, as its Message-ID is; base64 never contains "=_".
  const boundary = `=_sillage_${createHash('sha256').update(mail.messageId).digest('hex').slice(0, 16)}`;
  const lines = [
    `From: ${from.name ? `${phrase(from.name)}\r\n <${from.address}>` : from.address}`,
    `To: ${mail.to}`,
    `Subject: ${headerText(mail.subject)}`,
    `Message-ID: ${mail.messageId}`,
    `Date: ${rfc5322Date(mail.date)}`,
    ...extra.map(([name, value]) => `${name}: ${headerText(value)}`),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    ...part('text/plain', mail.text),
    `--${boundary}`,
    ...part('text/html', mail.html),
    `--${boundary}--`,
    '',
  ];
  const text = lines.join('\r\n');
  return Buffer.from(newline === '\n' ? text.replaceAll('\r\n', '\n') : text, 'utf8');
}

const part = (type: string, body: string) => [`Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', ...base64Lines(body)];

/** Base64 in lines of 76 characters (RFC 2045 §6.8). */
function base64Lines(text: string): string[] {
  const encoded = Buffer.from(text, 'utf8').toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < encoded.length; i += 76) lines.push(encoded.slice(i, i + 76));
  return lines;
}

// eslint-disable-next-line no-control-regex -- printable ASCII is what may go as is
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
const isAsciiAddress = (address: string) => PRINTABLE_ASCII.test(address) && /^[^\s<>@]+@[^\s<>@]+$/.test(address);

/** `Sillage <orders@shop.example>` → its name and address (env.ts checks MAIL_FROM's shape). */
function splitAddress(value: string): { name: string; address: string } {
  const match = /^(.*)<([^<>]+)>\s*$/.exec(value);
  return match ? { name: match[1]!.trim().replace(/^"(.*)"$/, '$1'), address: match[2]!.trim() } : { name: '', address: value.trim() };
}

/** A display name: as is when it is plain words, quoted when it has specials, encoded when not ASCII. */
function phrase(name: string): string {
  if (!PRINTABLE_ASCII.test(name)) return encodedWords(name);
  if (/^[\w !#$%&'*+/=?^`{|}~-]+$/.test(name)) return name;
  return `"${name.replace(/["\\]/g, '\\$&')}"`;
}

/** Unstructured header text (a subject): encoded-words when it is not printable ASCII. */
const headerText = (value: string) => (PRINTABLE_ASCII.test(value) ? value : encodedWords(value));

/**
 * RFC 2047 B encoding, in words of at most 30 bytes of UTF-8 (40 characters of base64, 52 with
 * the markers: a line stays within 78 with its header's name), never splitting a character;
 * folded one a line.
 */
function encodedWords(value: string): string {
  const words: string[] = [];
  let chunk = '';
  for (const char of value) {
    if (Buffer.byteLength(chunk + char, 'utf8') > 30) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join('\r\n ');
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** `Sun, 29 Nov 2026 01:05:00 +0000` (RFC 5322 §3.3), in UTC. */
function rfc5322Date(date: Date): string {
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  return `${DAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${time} +0000`;
}
