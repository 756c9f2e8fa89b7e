import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';
import { media } from '#src/ui/theme/breakpoints.ts';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' },
    // Drawn selects need the script: without it, the GET form below stands in (issue 27).
    '(scripting: none)': { display: 'none' },
  },
});

// On a phone the occasion (the longest names) and the clear button take a whole row.
export const wide = style({
  gridColumn: '1 / -1',
  '@media': { [media.md]: { gridColumn: 'auto' } },
});

export const clear = style({
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.ink,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.06em',
  whiteSpace: 'nowrap',
  transition: `background ${vars.duration.quick}, color ${vars.duration.quick}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.ink, color: vars.color.canvas },
    '&:disabled': { borderColor: vars.color.line, color: vars.color.inkMuted, cursor: 'default' },
  },
});

// The GET form that stands in for the filters where no script runs (catalogue-filters.tsx).
export const withoutJavaScript = style([filters, { display: 'none', '@media': { '(scripting: none)': { display: 'grid' } } }]);
