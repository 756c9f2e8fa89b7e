// The app icon, drawn once as SVG (a champagne bottle with a serif S, the trail of a scent around
// it) and rendered to the PNG sizes the manifest needs. `maskable` keeps the bottle inside the
// central 80 % safe zone and fills the square, as Android's masks crop the rest.

const ESPRESSO = '#2b2320';
const GOLD = '#d8b98a';
const GOLD_DEEP = '#b08d57';
const IVORY = '#f7f3ee';

export function iconSvg({ maskable }: { maskable: boolean }): string {
  const scale = maskable ? 0.72 : 0.9;
  const offset = (512 * (1 - scale)) / 2;
  const corner = maskable ? 0 : 112;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="glass" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${GOLD}"/>
      <stop offset="1" stop-color="${GOLD_DEEP}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${corner}" fill="${ESPRESSO}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <g fill="none" stroke="${GOLD}" stroke-opacity="0.22" stroke-width="3">
      <circle cx="256" cy="300" r="150"/>
      <circle cx="256" cy="300" r="196"/>
      <circle cx="256" cy="300" r="238"/>
    </g>
    <rect x="216" y="86" width="80" height="58" rx="10" fill="${GOLD}"/>
    <rect x="232" y="140" width="48" height="34" fill="${GOLD_DEEP}"/>
    <rect x="146" y="170" width="220" height="252" rx="56" fill="url(#glass)"/>
    <rect x="168" y="192" width="22" height="150" rx="11" fill="${IVORY}" fill-opacity="0.28"/>
    <text x="262" y="346" font-family="Georgia, 'DejaVu Serif', serif" font-size="150" text-anchor="middle" fill="${ESPRESSO}">S</text>
  </g>
</svg>`;
}
