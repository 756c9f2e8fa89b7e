import type { Locale } from './locales.ts';

// The language the shop's words are said in at this moment (issue 49, point 1). A build of the
// app speaks one language (its `#messages` is that language's catalogue), so this is only ever
// asked on the server, where `#messages` is both catalogues behind one door
// (domain/i18n/compiled/spoken/, written by scripts/build/compile-messages.ts): each message is
// looked up by its key in the language this says, never translated from another language's text.
// The server says how to know it (the request being answered: server/language/request-language.ts);
// domain/ stays free of Node's modules.

let read: () => Locale = () => 'en';

/** The language being spoken now: English until the server says otherwise. */
export const speaking = (): Locale => read();

/** How to know the language being spoken now; set once, at the server's start. */
export function speakAs(current: () => Locale): void {
  read = current;
}
