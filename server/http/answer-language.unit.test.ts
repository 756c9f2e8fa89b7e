import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { inFrench, preferredLocale } from './answer-language.ts';

describe('the language a request prefers', () => {
  it('is French only when French comes first among the shop’s languages', () => {
    expect(preferredLocale('fr-CA')).toBe('fr');
    expect(preferredLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(preferredLocale('de-DE,fr;q=0.7,en;q=0.5')).toBe('fr');
    expect(preferredLocale('en-CA,fr-CA;q=0.9')).toBe('en');
    expect(preferredLocale('fr;q=0.2,en;q=0.8')).toBe('en');
    expect(preferredLocale('fr;q=0')).toBe('en');
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale('*')).toBe('en');
  });
});

describe('an English message said in French', () => {
  it('is found by its text, or by its pattern with its inputs', () => {
    expect(inFrench(messages.invalidCredentials)).toBe('Courriel ou mot de passe invalide');
    expect(inFrench(messages.lowStock(3))).toBe('Faites vite, il n’en reste que 3!');
    expect(inFrench(messages.tooLong(100))).toBe('Veuillez vous en tenir à 100 caractères au plus');
  });

  it('follows French plurals, not English ones', () => {
    expect(inFrench(messages.messagesWaiting(1))).toBe('1 message attend d’être envoyé');
    expect(inFrench(messages.messagesWaiting(4))).toBe('4 messages attendent d’être envoyés');
    expect(inFrench(messages.unpaidUnitsCap(2, 6))).toContain('Vous avez déjà 2 échantillons impayés en réserve');
  });

  it('leaves a text that is not the shop’s as it is', () => {
    expect(inFrench('Something a library said')).toBe('Something a library said');
  });
});
