import { describe, expect, it } from 'vitest';
import { renderLetter } from './letter.ts';

describe('a letter rendered as text and HTML (issue 22)', () => {
  const letter = renderLetter(
    {
      subject: 'Receipt',
      heading: 'Your receipt',
      blocks: [
        { p: 'Hello <Ada> & co,' },
        { lines: [{ name: 'Iris "Nocturne"', qty: 2, amount: '$49.98' }] },
        { totals: [['Total (CAD)', '$56.48']] },
        { button: { label: 'View your order', url: 'https://shop.example/order/1?a=1&b=2' } },
      ],
    },
    'https://shop.example',
  );

  it('says the same things in both parts, the link written out in the text', () => {
    for (const words of ['Your receipt', 'Total (CAD)', '$56.48', '$49.98']) {
      expect(letter.text).toContain(words);
      expect(letter.html).toContain(words);
    }
    expect(letter.text).toContain('Hello <Ada> & co,');
    expect(letter.text).toContain('View your order: https://shop.example/order/1?a=1&b=2');
  });

  it('escapes what it is given in the HTML, links included', () => {
    expect(letter.html).toContain('Hello &#60;Ada&#62; &#38; co,');
    expect(letter.html).toContain('Iris &#34;Nocturne&#34; &times; 2');
    expect(letter.html).toContain('href="https://shop.example/order/1?a=1&#38;b=2"');
    expect(letter.html).not.toContain('<Ada>');
  });

  it('is readable without pictures and offers a dark variant', () => {
    expect(letter.html).not.toMatch(/<img/i);
    expect(letter.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(letter.html).toContain('prefers-color-scheme: dark');
  });
});
