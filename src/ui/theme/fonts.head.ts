// Run in a server-rendered page's head, before its first paint (app-document.tsx; bundled at build
// time by scripts/build/head-scripts.ts and hashed into the page's CSP): names the faces when this
// device holds them, with the very function the shell calls (returning-fonts.ts).
import { markFontsIfHeld } from './returning-fonts.ts';

markFontsIfHeld();
