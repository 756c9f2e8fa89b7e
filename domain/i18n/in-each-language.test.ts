import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { nameOfText } from './in-each-language.ts';
import type { Locale } from './locales.ts';
import { speakAs } from './speaking.ts';

// Issue 49: the server says each text by its key in the language being spoken, never by
// translating an English text; an error names the text it says (its `code`).
const speak = (locale: Locale) => speakAs(() => locale);
afterEach(() => speak('en'));

describe('the words, in the language being spoken', () => {
  it('are the same words by key, in English or in French', () => {
    expect(messages.invalidCredentials).toBe('Invalid email or password');
    speak('fr');
    expect(messages.invalidCredentials).toBe('Courriel ou mot de passe invalide');
    expect(messages.tooLong(100)).toBe('Veuillez vous en tenir à 100 caractères au plus');
    speak('en');
    expect(messages.invalidCredentials).toBe('Invalid email or password');
  });

  it('follow each language’s plurals, read at the moment they are said', () => {
    speak('fr');
    const waiting = messages.messagesWaiting;
    expect(waiting(1)).toBe('1 message attend d’être envoyé');
    expect(waiting(4)).toBe('4 messages attendent d’être envoyés');
  });

  it('list the same names in every language', () => {
    const english = Object.keys(messages);
    speak('fr');
    expect(Object.keys(messages)).toEqual(english);
    expect({ ...messages }.invalidCredentials).toBe('Courriel ou mot de passe invalide');
  });
});

describe('the name a text was said under', () => {
  it('is found for the shop’s words, with or without inputs, in either language', () => {
    expect(nameOfText(messages.invalidCredentials)).toBe('invalidCredentials');
    expect(nameOfText(messages.insufficientStock('Rose Noire'))).toBe('insufficientStock');
    speak('fr');
    expect(nameOfText(messages.invalidCredentials)).toBe('invalidCredentials');
  });

  it('is one name per text: no two of the shop’s refusals share their words', () => {
    for (const locale of ['en', 'fr'] as const) {
      speak(locale);
      const names = new Map<string, string[]>();
      for (const [name, said] of Object.entries(messages)) if (typeof said === 'string') names.set(said, [...(names.get(said) ?? []), name]);
      // Titles and their buttons may share words; an error's text must name one error.
      const shared = [...names.values()].filter(
        (list) => list.length > 1 && list.some((name) => /Invalid|Required|Refused|Expired|TooMany|NotFound|Failed/.test(name)),
      );
      expect(shared).toEqual([]);
    }
  });

  it('is not found for a text of anyone else’s, however much it looks like ours', () => {
    expect(nameOfText('abc of def')).toBeUndefined();
    expect(nameOfText(`${messages.invalidCredentials} `)).toBeUndefined();
  });
});
