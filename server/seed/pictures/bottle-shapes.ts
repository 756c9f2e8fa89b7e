// Bottle silhouettes and caps, drawn in a bottle-local frame: x = 0 is the bottle's axis, y = 0 is
// the surface it stands on, up is negative. Scenes place and scale the group as they like.
import type { Palette } from './palette.ts';

type Body = { width: number; height: number; path: string };

const round = (n: number) => Math.round(n * 10) / 10;

/** A rectangle from (x, y) with separate top and bottom corner radii. */
function roundedRect(x: number, y: number, w: number, h: number, rTop: number, rBottom: number): string {
  const p = (...n: number[]) => n.map(round).join(' ');
  return [
    `M${p(x + rTop, y)}`,
    `H${p(x + w - rTop)}`,
    `Q${p(x + w, y, x + w, y + rTop)}`,
    `V${p(y + h - rBottom)}`,
    `Q${p(x + w, y + h, x + w - rBottom, y + h)}`,
    `H${p(x + rBottom)}`,
    `Q${p(x, y + h, x, y + h - rBottom)}`,
    `V${p(y + rTop)}`,
    `Q${p(x, y, x + rTop, y)}Z`,
  ].join(' ');
}

const bodies: Array<() => Body> = [
  // square flacon
  () => ({ width: 300, height: 350, path: roundedRect(-150, -350, 300, 350, 30, 22) }),
  // round
  () => ({ width: 340, height: 340, path: 'M-170 -170 A170 170 0 1 0 170 -170 A170 170 0 1 0 -170 -170Z' }),
  // tall column
  () => ({ width: 210, height: 460, path: roundedRect(-105, -460, 210, 460, 64, 22) }),
  // octagonal facets
  () => ({
    width: 310,
    height: 370,
    path: 'M-105 -370 H105 L155 -320 V-50 L105 0 H-105 L-155 -50 V-320Z',
  }),
  // arch
  () => ({ width: 290, height: 400, path: 'M-145 -255 A145 145 0 0 1 145 -255 V-20 Q145 0 125 0 H-125 Q-145 0 -145 -20Z' }),
  // pebble
  () => ({
    width: 380,
    height: 290,
    path: 'M-120 -290 C60 -300 190 -250 190 -140 C190 -30 110 0 0 0 C-110 0 -190 -30 -190 -140 C-190 -250 -140 -288 -120 -290Z',
  }),
  // tapered, wider at the foot
  () => ({ width: 320, height: 380, path: 'M-112 -380 H112 Q128 -380 131 -364 L160 -24 Q162 0 138 0 H-138 Q-162 0 -160 -24 L-131 -364 Q-128 -380 -112 -380Z' }),
];

export const BODY_COUNT = bodies.length;
export const CAP_COUNT = 5;
const CAP_HEIGHTS = [112, 132, 128, 188, 52];

function cap(style: number, top: number, id: string): string {
  const fill = `url(#${id}-cap)`;
  const shine = `<rect x="-30" y="${top - 400}" width="14" height="400" fill="#fff" fill-opacity="0.28" clip-path="url(#${id}-capclip)"/>`;
  let shape: string;
  switch (style % CAP_COUNT) {
    case 0: // block
      shape = roundedRect(-62, top - 112, 124, 112, 8, 4);
      break;
    case 1: // cylinder
      shape = `M-46 ${top} V${top - 118} A46 14 0 0 1 46 ${top - 118} V${top} Z`;
      break;
    case 2: // sphere
      shape = `M-64 ${top - 62} A64 64 0 1 0 64 ${top - 62} A64 64 0 1 0 -64 ${top - 62}Z`;
      break;
    case 3: // obelisk
      shape = `M-54 ${top} L-30 ${top - 170} L0 ${top - 188} L30 ${top - 170} L54 ${top} Z`;
      break;
    default: // wide disc
      shape = roundedRect(-92, top - 52, 184, 52, 22, 10);
  }
  return `<clipPath id="${id}-capclip"><path d="${shape}"/></clipPath><path d="${shape}" fill="${fill}" stroke="rgb(0 0 0 / 0.18)" stroke-width="1.5"/>${shine}`;
}

export type BottleOptions = {
  id: string;
  body: number;
  cap: number;
  palette: Palette;
  /** How full the bottle is, 0..1. */
  fill: number;
  label?: { brand: string; name: string; concentration: string } | undefined;
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Splits a name into at most two balanced lines. */
function nameLines(name: string): string[] {
  const words = name.split(/\s+/);
  if (name.length <= 13 || words.length < 2) return [name];
  let best = [name];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) [best, bestDiff] = [[a, b], diff];
  }
  return best;
}

function label(body: Body, o: BottleOptions): string {
  if (!o.label) return '';
  // Narrow bottles give their label a larger share of the width.
  const w = Math.min(body.width * (body.width < 250 ? 0.82 : 0.66), 210);
  const h = Math.min(body.height * 0.42, 150);
  const cy = -body.height * 0.46;
  const lines = nameLines(o.label.name);
  const longest = Math.max(...lines.map((l) => l.length));
  // DejaVu Serif averages about 0.62 em per character.
  const size = Math.min(30, (w - 18) / (Math.max(longest, 6) * 0.62));
  const brand = o.label.brand.toUpperCase();
  const brandSize = Math.min(11, (w - 24) / (brand.length * 0.95));
  const firstY = cy - ((lines.length - 1) * size * 1.1) / 2 + size * 0.32;
  const text = lines.map((line, i) => `<text x="0" y="${round(firstY + i * size * 1.1)}" font-size="${round(size)}">${escapeXml(line)}</text>`).join('');
  const { palette: p } = o;
  return `<g font-family="DejaVu Serif, Georgia, 'Times New Roman', serif" text-anchor="middle" fill="${p.ink}">
<rect x="${round(-w / 2)}" y="${round(cy - h / 2)}" width="${round(w)}" height="${round(h)}" rx="4" fill="${p.paper}" fill-opacity="0.94"/>
<rect x="${round(-w / 2 + 7)}" y="${round(cy - h / 2 + 7)}" width="${round(w - 14)}" height="${round(h - 14)}" rx="2" fill="none" stroke="${p.accent}" stroke-width="1.2"/>
<text x="0" y="${round(cy - h / 2 + 26)}" font-size="${round(brandSize)}" letter-spacing="${round(brandSize * 0.32)}" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">${escapeXml(brand)}</text>
${text}
<text x="0" y="${round(cy + h / 2 - 18)}" font-size="10.5" font-style="italic" fill-opacity="0.8">${escapeXml(o.label.concentration)} · 5 mL</text>
</g>`;
}

/** The whole bottle as an SVG group (with its own defs), standing on y = 0. */
export function bottle(o: BottleOptions): { svg: string; height: number; bodyHeight: number } {
  const body = (bodies[o.body % bodies.length] ?? bodies[0]!)();
  const { id, palette: p } = o;
  const top = -body.height;
  const liquidTop = top + body.height * (1 - o.fill);
  const neckTop = top - 30;
  const capTop = neckTop - 16;
  const defs = `<defs>
<linearGradient id="${id}-glass" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.16"/><stop offset="1" stop-color="#fff" stop-opacity="0.42"/></linearGradient>
<linearGradient id="${id}-liquid" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${p.liquid[0]}"/><stop offset="1" stop-color="${p.liquid[1]}"/></linearGradient>
<linearGradient id="${id}-cap" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${p.cap[1]}"/><stop offset="0.35" stop-color="${p.cap[0]}"/><stop offset="1" stop-color="${p.cap[1]}"/></linearGradient>
<linearGradient id="${id}-shine" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<radialGradient id="${id}-shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<clipPath id="${id}-body"><path d="${body.path}"/></clipPath>
</defs>`;
  const w = body.width;
  const svg = `<g>${defs}
<ellipse cx="0" cy="4" rx="${round(w * 0.62)}" ry="22" fill="url(#${id}-shadow)"/>
<rect x="-26" y="${neckTop}" width="52" height="34" fill="${p.liquid[0]}" fill-opacity="0.55"/>
<rect x="-38" y="${neckTop - 4}" width="76" height="20" rx="3" fill="url(#${id}-cap)"/>
<path d="${body.path}" fill="${p.liquid[0]}" fill-opacity="0.22"/>
<g clip-path="url(#${id}-body)">
<rect x="${-w}" y="${round(liquidTop)}" width="${2 * w}" height="${round(-liquidTop)}" fill="url(#${id}-liquid)" fill-opacity="0.92"/>
<rect x="${-w}" y="${round(liquidTop)}" width="${2 * w}" height="3" fill="#fff" fill-opacity="0.35"/>
<rect x="${-w}" y="-26" width="${2 * w}" height="26" fill="#fff" fill-opacity="0.22"/>
<rect x="${round(-w * 0.36)}" y="${top}" width="${round(w * 0.09)}" height="${body.height}" fill="url(#${id}-shine)"/>
<rect x="${round(w * 0.3)}" y="${top}" width="${round(w * 0.035)}" height="${body.height}" fill="url(#${id}-shine)" fill-opacity="0.7"/>
</g>
<path d="${body.path}" fill="url(#${id}-glass)" fill-opacity="0.5" stroke="#fff" stroke-opacity="0.7" stroke-width="5"/>
<path d="${body.path}" fill="none" stroke="rgb(0 0 0 / 0.22)" stroke-width="1.5"/>
${label(body, o)}
${cap(o.cap, capTop, id)}
</g>`;
  return { svg, height: body.height + 46 + (CAP_HEIGHTS[o.cap % CAP_COUNT] ?? 190), bodyHeight: body.height };
}
