// Quiet background motifs that hint at a scent's family: petals for floral, arches and amber
// drops for oriental, leaves and grain for woody, waves and citrus wheels for fresh. Drawn in a
// 800 × 800 frame with the palette's accent at low opacity.
import type { Vibe } from '#domain/enums.ts';

/** A small deterministic generator: the same product always gets the same picture. */
export function seededRandom(seed: number): () => number {
  let state = (seed * 2654435761 + 1013904223) >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function flower(x: number, y: number, size: number, petals: number, colour: string): string {
  const parts: string[] = [];
  for (let i = 0; i < petals; i++) {
    const angle = (360 / petals) * i;
    parts.push(`<ellipse cx="0" cy="${r1(-size * 0.55)}" rx="${r1(size * 0.26)}" ry="${r1(size * 0.55)}" transform="rotate(${r1(angle)})"/>`);
  }
  return `<g transform="translate(${r1(x)} ${r1(y)})" fill="${colour}">${parts.join('')}<circle r="${r1(size * 0.16)}" fill="#fff" fill-opacity="0.6"/></g>`;
}

function leaf(x: number, y: number, size: number, angle: number, colour: string): string {
  const s = r1(size);
  return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(angle)})"><path d="M0 0 C${r1(s * 0.5)} ${r1(-s * 0.4)} ${r1(s * 0.5)} ${r1(-s * 1.2)} 0 ${-s} C${r1(-s * 0.5)} ${r1(-s * 1.2)} ${r1(-s * 0.5)} ${r1(-s * 0.4)} 0 0Z" fill="${colour}"/><path d="M0 0 V${r1(-s * 0.95)}" stroke="#fff" stroke-opacity="0.5" stroke-width="1.5"/></g>`;
}

function citrus(x: number, y: number, size: number, colour: string): string {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (Math.PI / 4) * i;
    return `<path d="M0 0 L${r1(Math.cos(a) * size * 0.86)} ${r1(Math.sin(a) * size * 0.86)}" />`;
  }).join('');
  return `<g transform="translate(${r1(x)} ${r1(y)})"><circle r="${r1(size)}" fill="${colour}"/><g stroke="#fff" stroke-opacity="0.7" stroke-width="2.5">${spokes}</g><circle r="${r1(size)}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/></g>`;
}

export function motif(vibe: Vibe, seed: number, colour: string): string {
  const random = seededRandom(seed + 17);
  const items: string[] = [];
  const spots = Array.from({ length: 9 }, (_, i) => {
    // Around the bottle, clear of the notes written along the bottom.
    const angle = (Math.PI * 2 * i) / 9 + random() * 0.5;
    const radius = 290 + random() * 70;
    return { x: 400 + Math.cos(angle) * radius, y: 330 + Math.sin(angle) * radius * 0.85, size: 36 + random() * 36, turn: random() * 360 };
  });
  switch (vibe) {
    case 'Floral':
      for (const s of spots) items.push(flower(s.x, s.y, s.size, 5 + (seed % 3), colour));
      break;
    case 'Oriental':
      for (let i = 0; i < 7; i++) {
        const x = 40 + i * 120;
        items.push(`<path d="M${x} 640 V470 A55 55 0 0 1 ${x + 110} 470 V640" fill="none" stroke="${colour}" stroke-width="3"/>`);
      }
      for (const s of spots.slice(0, 6)) {
        items.push(
          `<path transform="translate(${r1(s.x)} ${r1(s.y * 0.6)})" d="M0 ${r1(-s.size * 0.6)} C${r1(s.size * 0.4)} 0 ${r1(s.size * 0.3)} ${r1(s.size * 0.4)} 0 ${r1(s.size * 0.4)} C${r1(-s.size * 0.3)} ${r1(s.size * 0.4)} ${r1(-s.size * 0.4)} 0 0 ${r1(-s.size * 0.6)}Z" fill="${colour}"/>`,
        );
      }
      break;
    case 'Woody':
      for (let i = 0; i < 14; i++) {
        const x = 20 + i * 58 + random() * 12;
        items.push(
          `<path d="M${r1(x)} 0 C${r1(x + 18)} 200 ${r1(x - 18)} 500 ${r1(x + 6)} 800" fill="none" stroke="${colour}" stroke-width="${r1(1 + random() * 2)}"/>`,
        );
      }
      for (const s of spots) items.push(leaf(s.x, s.y, s.size * 1.3, s.turn, colour));
      break;
    case 'Fresh':
      for (let i = 0; i < 6; i++) {
        const y = 80 + i * 130;
        items.push(`<path d="M0 ${y} Q100 ${y - 26} 200 ${y} T400 ${y} T600 ${y} T800 ${y}" fill="none" stroke="${colour}" stroke-width="2.5"/>`);
      }
      for (const s of spots.slice(0, 6)) items.push(citrus(s.x, s.y, s.size * 0.8, colour));
      break;
  }
  return `<g fill-opacity="0.38" stroke-opacity="0.38">${items.join('')}</g>`;
}
