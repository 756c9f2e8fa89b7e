import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from './mail-transport.ts';
import { mimeMessage } from './mime-message.ts';

const mail: OutgoingMail = {
  from: 'Sillage Parfums — Montréal <orders@shop.example>',
  to: 'jane@example.com',
  subject: 'Votre commande n° 1234 est confirmée : merci, Chloé ! Déjà en préparation, bientôt expédiée 🎁',
  text: 'Bonjour Chloé,\n\nMerci pour votre commande.\nTotal : 24,99 $\n',
  html: `<p>Bonjour <b>Chloé</b> 🌸</p>${'<p>Une ligne assez longue pour dépasser soixante-seize caractères, à plier.</p>'.repeat(20)}`,
  messageId: '<0b6c5f7e-1d2a-4c4e-9b1a-3f2e1d0c9b8a@shop.example>',
  date: new Date('2026-11-29T01:05:09.000Z'),
  headers: { 'Auto-Submitted': 'auto-generated', 'Reply-To': 'ana@example.com', 'List-Unsubscribe': '<https://shop.example/api/restock-alerts/unsubscribe?t=abc>' },
};

describe('mimeMessage', () => {
  it('is read by a mail client as the mail it was given, accents and emoji included', async () => {
    for (const newline of ['\r\n', '\n'] as const) {
      const parsed = await simpleParser(mimeMessage(mail, newline)!);
      expect(parsed.subject).toBe(mail.subject);
      expect(parsed.from?.value).toEqual([{ name: 'Sillage Parfums — Montréal', address: 'orders@shop.example' }]);
      expect(parsed.to).toMatchObject({ value: [{ address: 'jane@example.com' }] });
      expect(parsed.text).toBe(mail.text);
      expect(parsed.html).toBe(mail.html);
      expect(parsed.messageId).toBe(mail.messageId);
      expect(parsed.date?.toISOString()).toBe('2026-11-29T01:05:09.000Z');
      expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'ana@example.com' }]);
      expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    }
  });

  it('keeps every line within 78 characters, uses only ASCII, and is the same bytes on every try', () => {
    const bytes = mimeMessage(mail, '\r\n')!;
    const text = bytes.toString('latin1');
    expect(text).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    const long = text.split('\r\n').filter((line) => line.length > 78 && !line.startsWith('List-Unsubscribe:'));
    expect(long).toEqual([]);
    expect(mimeMessage(mail, '\r\n')!.equals(bytes)).toBe(true);
  });

  it('quotes a display name with specials, and leaves an internationalized address to nodemailer', async () => {
    const parsed = await simpleParser(mimeMessage({ ...mail, from: 'Sillage, "the shop" <orders@shop.example>' }, '\n')!);
    expect(parsed.from?.value).toEqual([{ name: 'Sillage, "the shop"', address: 'orders@shop.example' }]);
    expect(mimeMessage({ ...mail, to: 'chloé@exemple.fr' }, '\n')).toBeUndefined();
    expect(mimeMessage({ ...mail, from: 'orders@bücher.example' }, '\n')).toBeUndefined();
  });
});
