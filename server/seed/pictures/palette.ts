// Colours for the demo bottles: each vibe keeps to its own family of hues (rose and lilac for
// floral, amber and garnet for oriental, moss and cedar for woody, sea and citrus for fresh) and
// the seed index walks through that family, so neighbouring products never look alike.
import type { Vibe } from '#domain/enums.ts';

export type Palette = {
  /** Soft background gradient, light to slightly deeper. */
  backdrop: [string, string];
  /** The juice seen through the glass, top to bottom. */
  liquid: [string, string];
  /** Cap and metal details. */
  cap: [string, string];
  /** Label paper and ink. */
  paper: string;
  ink: string;
  /** The carton: front, side and top faces. */
  box: [string, string, string];
  /** A quiet accent for motifs and lines. */
  accent: string;
};

const families: Record<Vibe, { hues: number[]; saturation: number }> = {
  Floral: { hues: [340, 352, 320, 290, 8, 330, 18], saturation: 40 },
  Oriental: { hues: [30, 16, 40, 356, 24, 46, 8], saturation: 50 },
  Woody: { hues: [32, 88, 22, 128, 40, 68, 16], saturation: 26 },
  Fresh: { hues: [192, 170, 52, 206, 150, 182, 84], saturation: 36 },
};

const capFinishes: [string, string][] = [
  ['#f4e6c4', '#a88a4c'], // brushed gold
  ['#f2f2f0', '#8c8c8a'], // silver
  ['#3b3a3c', '#121113'], // black lacquer
  ['#e9d3c4', '#9b6f5a'], // rose gold
  ['#efe9de', '#b9ad98'], // ivory resin
  ['#5a4633', '#2b2018'], // dark wood
];

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`;

export function paletteFor(vibe: Vibe, seed: number): Palette {
  const family = families[vibe];
  const hue = (family.hues[seed % family.hues.length] ?? 0) + ((seed * 11) % 9) - 4;
  const s = family.saturation + ((seed * 7) % 12) - 6;
  const light = 44 + ((seed * 13) % 18);
  // The backdrop sits a little away from the juice's hue so the bottle stands out from it.
  const backdropHue = hue + (seed % 2 === 0 ? 24 : -24);
  return {
    backdrop: [hsl(backdropHue, 30, 95), hsl(backdropHue, 26, 84)],
    liquid: [hsl(hue, s, light + 16), hsl(hue + 6, s + 8, light - 6)],
    cap: capFinishes[(seed * 5 + families[vibe].hues.length) % capFinishes.length] ?? capFinishes[0]!,
    paper: hsl(hue + 40, 28, 96),
    ink: hsl(hue, 30, 18),
    box: [hsl(hue, s - 14, light + 2), hsl(hue, s - 14, light - 10), hsl(hue, s - 16, light + 14)],
    accent: hsl(hue, s - 8, 62),
  };
}
