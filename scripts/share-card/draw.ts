// `npm run share-card`: draws the picture a link to the shop itself shows in a chat or a feed
// (Open Graph's og:image on the home page and the catalogue, issue 25): 1200×630, the size those
// previews crop to, with the bottles the demo pictures are drawn with (server/seed/pictures).
// Written once into public/ and committed, so that no server ever draws it and no font has to be
// installed where the shop runs; JPEG, so the service worker does not precache it for every visitor.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { SHARE_PICTURE, SITE_NAME } from '#domain/site.ts';
import { bottle } from '#server/seed/pictures/bottle-shapes.ts';
import { paletteFor } from '#server/seed/pictures/palette.ts';
import { repoRoot } from '#server/server-files.ts';

const { width, height } = SHARE_PICTURE;
const SERIF = "DejaVu Serif, Georgia, 'Times New Roman', serif";
const SANS = 'DejaVu Sans, Helvetica, Arial, sans-serif';

// Three bottles of three families on one shelf, the middle one taller and in front; each scaled
// to a height, whatever its shape.
const shelf = [
  { id: 'a', body: 1, cap: 0, palette: paletteFor('Floral', 2), fill: 0.78, x: 790, tall: 300 },
  { id: 'c', body: 4, cap: 2, palette: paletteFor('Woody', 5), fill: 0.66, x: 1070, tall: 280 },
  { id: 'b', body: 2, cap: 3, palette: paletteFor('Oriental', 1), fill: 0.84, x: 930, tall: 380 },
];
const bottles = shelf
  .map(({ x, tall, ...look }) => {
    const drawn = bottle(look);
    return `<g transform="translate(${x} 540) scale(${(tall / drawn.height).toFixed(3)})">${drawn.svg}</g>`;
  })
  .join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><radialGradient id="bg" cx="0.72" cy="0.45" r="0.8"><stop offset="0" stop-color="#fffdf9"/><stop offset="0.5" stop-color="#f7f3ee"/><stop offset="1" stop-color="#efe8df"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect y="540" width="${width}" height="${height - 540}" fill="#efe8df"/>
<rect y="540" width="${width}" height="2" fill="#b08d57" fill-opacity="0.6"/>
${bottles}
<text x="90" y="250" font-family="${SERIF}" font-size="112" fill="#2b2320">${SITE_NAME}</text>
<rect x="94" y="284" width="120" height="3" fill="#b08d57"/>
<text x="92" y="350" font-family="${SERIF}" font-style="italic" font-size="38" fill="#5f534c">5 mL fragrance samples</text>
<text x="92" y="404" font-family="${SANS}" font-size="26" fill="#5f534c">Discover your most flattering scent.</text>
</svg>`;

const file = join(repoRoot, 'public', SHARE_PICTURE.path);
await writeFile(file, await sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toBuffer());
console.log(`Drew ${file} (${width}×${height})`);
