// `node --import tsx scripts/pwa-assets/generate.ts`: the manifest's icons (192, 512, a maskable
// 512, Apple's 180) from icon-art.ts, and its two screenshots cropped from the pages that
// `npm run screenshots` takes (run that first for new screenshots; without them the committed
// ones stay). Outputs are small and committed under public/.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { iconSvg } from './icon-art.ts';

const root = resolve(import.meta.dirname, '..', '..');
const icons = join(root, 'public', 'icons');
const shots = join(root, 'public', 'screenshots');
mkdirSync(icons, { recursive: true });
mkdirSync(shots, { recursive: true });

const plain = Buffer.from(iconSvg({ maskable: false }));
const maskable = Buffer.from(iconSvg({ maskable: true }));
writeFileSync(join(icons, 'icon.svg'), plain);

const renders: Array<[Buffer, number, string]> = [
  [plain, 192, 'icon-192.png'],
  [plain, 512, 'icon-512.png'],
  [maskable, 512, 'maskable-512.png'],
  [maskable, 180, 'apple-touch-icon.png'],
];
for (const [svg, size, name] of renders) {
  await sharp(svg, { density: 144 }).resize(size, size).png({ compressionLevel: 9 }).toFile(join(icons, name));
  console.log(`public/icons/${name}`);
}

// Install sheets show these: the top of the home page, wide (desktop) and narrow (phone).
const crops: Array<[string, number, number, string]> = [
  ['home-1280.png', 1280, 800, 'home-wide.webp'],
  ['home-390.png', 390, 844, 'home-narrow.webp'],
];
for (const [source, width, height, name] of crops) {
  const from = join(root, 'screenshots', source);
  if (!existsSync(from)) {
    console.log(`skipped public/screenshots/${name}: run npm run screenshots first`);
    continue;
  }
  await sharp(from).extract({ left: 0, top: 0, width, height }).webp({ quality: 78 }).toFile(join(shots, name));
  console.log(`public/screenshots/${name}`);
}
