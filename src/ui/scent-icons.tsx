import * as m from '#messages';
import type { Gender, Season } from '#domain/enums.ts';
import type { ReactNode } from 'react';

// Inline SVG rather than an icon font: nothing extra to download, works offline, and each
// icon carries its own accessible name.

type IconProps = { size?: number; className?: string };

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const seasonPaths: Record<Season, ReactNode> = {
  spring: (
    <g {...stroke}>
      <circle cx="12" cy="9" r="2.2" />
      <path d="M12 6.8c0-2.6 1-4 0-4.8-1 .8 0 2.2 0 4.8ZM14.2 9c2.6 0 4-1 4.8 0-.8 1-2.2 0-4.8 0ZM9.8 9c-2.6 0-4 1-4.8 0 .8-1 2.2 0 4.8 0ZM12 11.2V21M12 17c-2.5 0-4-1.2-4.5-3 2.3 0 3.8.8 4.5 3ZM12 15.5c2.2 0 3.6-1 4-2.6-2 0-3.4.7-4 2.6Z" />
    </g>
  ),
  summer: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6" />
    </g>
  ),
  fall: (
    <g {...stroke}>
      <path d="M5 19c-.5-7 3.5-13.5 14-14.5.6 10.2-5.8 14.7-12.5 14.5" />
      <path d="M5 19 15 9M9.5 14.5H13M11.5 12.5V9.5" />
    </g>
  ),
  winter: (
    <g {...stroke}>
      <path d="M12 2.5v19M3.8 7.25l16.4 9.5M3.8 16.75l16.4-9.5M9.5 3.8 12 6l2.5-2.2M9.5 20.2 12 18l2.5 2.2M3 10.2l3.3.8-1 3.2M21 13.8l-3.3-.8 1-3.2M5.3 9.8l1 3.2-3.3.8M18.7 14.2l-1-3.2 3.3-.8" />
    </g>
  ),
};

const genderPaths: Record<Gender, ReactNode> = {
  male: (
    <g {...stroke}>
      <circle cx="10" cy="14" r="5.5" />
      <path d="M14 10l6.5-6.5M15.5 3.5h5v5" />
    </g>
  ),
  female: (
    <g {...stroke}>
      <circle cx="12" cy="9" r="5.5" />
      <path d="M12 14.5v7M9 18.5h6" />
    </g>
  ),
  unisex: (
    <g {...stroke}>
      <circle cx="11" cy="11" r="4.8" />
      <path d="M14.4 7.6l5.6-5.6M16 2h4v4M11 15.8v6.2M8.4 19.2h5.2" />
    </g>
  ),
};

export function SeasonIcon({ season, size = 20, className }: IconProps & { season: Season }) {
  return (
    <svg
      role="img"
      aria-label={m.ui_season_icon({ season: m.enum_season({ value: season }) })}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className}
    >
      {seasonPaths[season]}
    </svg>
  );
}

export function GenderIcon({ gender, size = 20, className }: IconProps & { gender: Gender }) {
  return (
    <svg
      role="img"
      aria-label={m.ui_gender_icon({ gender: m.enum_gender({ value: gender }) })}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className}
    >
      {genderPaths[gender]}
    </svg>
  );
}
