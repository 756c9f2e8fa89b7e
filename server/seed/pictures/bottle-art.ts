// Demo product pictures, drawn as SVG from a product's seed: a main bottle portrait and three
// gallery views (the bottle among its notes, with its box, and a close-up). Pure functions with no
// I/O, shared by `npm run seed:images` and the demo seed, so no image ever comes from the network.
import type { Vibe } from '#domain/enums.ts';
import { bottle, BODY_COUNT, CAP_COUNT, escapeXml } from './bottle-shapes.ts';
import { motif, seededRandom } from './motifs.ts';
import { paletteFor, type Palette } from './palette.ts';

export type BottleSeed = {
  name: string;
  brand: string;
  vibe: Vibe;
  concentration: string;
  /** Position in the catalogue (or any integer): picks colours and shapes. */
  seed: number;
  /** A few notes, written under the notes view. */
  notes?: readonly string[];
};

export type BottleArt = { main: string; gallery: [string, string, string] };

export const MAIN_SIZE = { width: 800, height: 1000 } as const;
export const GALLERY_SIZE = { width: 800, height: 800 } as const;

const SANS = 'DejaVu Sans, Helvetica, Arial, sans-serif';
const SERIF = "DejaVu Serif, Georgia, 'Times New Roman', serif";

function svgDoc(width: number, height: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`;
}

/** Backdrop with a soft pool of light behind the bottle, and a surface from `surfaceY` down. */
function stage(width: number, height: number, surfaceY: number, p: Palette, id: string): string {
  // One full-size gradient only: each one costs the rasteriser a pass over every pixel.
  return `<defs>
<radialGradient id="${id}-bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#fff"/><stop offset="0.45" stop-color="${p.backdrop[0]}"/><stop offset="1" stop-color="${p.backdrop[1]}"/></radialGradient>
<linearGradient id="${id}-floor" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${p.backdrop[1]}"/><stop offset="1" stop-color="${p.backdrop[0]}"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>
<rect y="${surfaceY}" width="${width}" height="${height - surfaceY}" fill="url(#${id}-floor)" fill-opacity="0.7"/>
<rect y="${surfaceY}" width="${width}" height="1.5" fill="#fff" fill-opacity="0.6"/>`;
}

type Look = { body: number; cap: number; palette: Palette; fill: number };

function lookOf(s: BottleSeed): Look {
  const random = seededRandom(s.seed);
  return {
    body: s.seed % BODY_COUNT,
    // A different stride from the body, so shapes and caps pair up differently down the list.
    cap: (s.seed * 3 + Math.floor(s.seed / BODY_COUNT)) % CAP_COUNT,
    palette: paletteFor(s.vibe, s.seed),
    fill: 0.62 + random() * 0.26,
  };
}

const placed = (svg: string, x: number, y: number, scale: number) => `<g transform="translate(${x} ${y}) scale(${scale})">${svg}</g>`;

function mainView(s: BottleSeed, look: Look): string {
  const { width, height } = MAIN_SIZE;
  const label = { brand: s.brand, name: s.name, concentration: s.concentration };
  const b = bottle({ id: 'm', ...look, label });
  const scale = Math.min(1.45, 700 / b.height);
  return svgDoc(
    width,
    height,
    `${stage(width, height, 820, look.palette, 'ms')}${placed(b.svg, 400, 860, scale)}
<text x="400" y="950" text-anchor="middle" font-family="${SANS}" font-size="15" letter-spacing="6" fill="${look.palette.ink}" fill-opacity="0.55">${escapeXml(s.brand.toUpperCase())}</text>`,
  );
}

function notesView(s: BottleSeed, look: Look): string {
  const { width, height } = GALLERY_SIZE;
  const b = bottle({ id: 'n', ...look });
  const notes = (s.notes ?? []).slice(0, 4).join('  ·  ');
  const notesSize = Math.min(24, Math.round(1250 / Math.max(notes.length, 1)));
  return svgDoc(
    width,
    height,
    `${stage(width, height, 640, look.palette, 'ns')}${motif(s.vibe, s.seed, look.palette.accent)}${placed(b.svg, 400, 640, Math.min(0.8, 430 / b.height))}
<text x="400" y="730" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="${notesSize}" fill="${look.palette.ink}" fill-opacity="0.75">${escapeXml(notes)}</text>`,
  );
}

function boxView(s: BottleSeed, look: Look): string {
  const { width, height } = GALLERY_SIZE;
  const p = look.palette;
  const b = bottle({ id: 'x', ...look, label: { brand: s.brand, name: s.name, concentration: s.concentration } });
  // A carton in two-point-ish perspective: front face, a darker side, a lighter top.
  const [x, y, w, h, depth] = [150, 250, 250, 390, 70];
  const box = `<g>
<path d="M${x} ${y} L${x + depth} ${y - 40} H${x + w + depth} L${x + w} ${y} Z" fill="${p.box[2]}"/>
<path d="M${x + w} ${y} L${x + w + depth} ${y - 40} V${y + h - 40} L${x + w} ${y + h} Z" fill="${p.box[1]}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.box[0]}"/>
<rect x="${x + 18}" y="${y + 18}" width="${w - 36}" height="${h - 36}" fill="none" stroke="${p.paper}" stroke-width="1.5" stroke-opacity="0.9"/>
<text x="${x + w / 2}" y="${y + 80}" text-anchor="middle" font-family="${SANS}" font-size="13" letter-spacing="4" fill="${p.paper}">${escapeXml(s.brand.toUpperCase())}</text>
<text x="${x + w / 2}" y="${y + h / 2 + 10}" text-anchor="middle" font-family="${SERIF}" font-size="${Math.round(Math.min(30, (w - 56) / (s.name.length * 0.6)))}" fill="${p.paper}">${escapeXml(s.name)}</text>
<text x="${x + w / 2}" y="${y + h - 44}" text-anchor="middle" font-family="${SERIF}" font-style="italic" font-size="14" fill="${p.paper}" fill-opacity="0.9">${escapeXml(s.concentration)}</text>
</g>`;
  return svgDoc(width, height, `${stage(width, height, 640, p, 'xs')}${box}${placed(b.svg, 560, 660, 0.5)}`);
}

function closeUpView(s: BottleSeed, look: Look): string {
  const { width, height } = GALLERY_SIZE;
  const p = look.palette;
  const random = seededRandom(s.seed + 99);
  const bokeh = Array.from({ length: 12 }, () => {
    const r = 20 + random() * 70;
    return `<circle cx="${Math.round(random() * 800)}" cy="${Math.round(random() * 800)}" r="${Math.round(r)}" fill="#fff" fill-opacity="${(0.12 + random() * 0.25).toFixed(2)}"/>`;
  }).join('');
  const b = bottle({ id: 'c', ...look, label: { brand: s.brand, name: s.name, concentration: s.concentration } });
  // As large as possible with the cap's top and the label's bottom both in frame; the foot of the
  // bottle may fall outside.
  const scale = Math.min(1.8, 740 / (b.height - b.bodyHeight * 0.25));
  const base = Math.round(40 + b.height * scale);
  return svgDoc(width, height, `${stage(width, height, 800, p, 'cs')}${bokeh}${placed(b.svg, 400, base, scale)}`);
}

/** The four pictures of one product, as SVG documents. */
export function bottleArt(s: BottleSeed): BottleArt {
  const look = lookOf(s);
  return { main: mainView(s, look), gallery: [notesView(s, look), boxView(s, look), closeUpView(s, look)] };
}
