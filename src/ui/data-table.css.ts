import { style, styleVariants } from '@vanilla-extract/css';
import { media } from './theme/breakpoints.ts';
import { vars } from './theme/theme.css.ts';

// Phones first: every row is a card. From md (768 px, a portrait tablet) on, a real table.
const wide = media.md;

export const wrap = style({
  '@media': {
    [wide]: {
      overflowX: 'auto',
      background: vars.color.surface,
      border: `1px solid ${vars.color.line}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.soft,
    },
  },
});

export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  '@media': { [wide]: { display: 'table' } },
});

export const body = style({ display: 'block', '@media': { [wide]: { display: 'table-row-group' } } });

// Kept for screen readers on phones, where the cards label each value themselves.
export const head = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [wide]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto', display: 'table-header-group' } },
});

export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.xs}`,
  selectors: { '&:first-child': { paddingLeft: vars.space.md }, '&:last-child': { paddingRight: vars.space.md } },
  textAlign: 'left',
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.color.inkMuted,
  borderBottom: `1px solid ${vars.color.line}`,
  whiteSpace: 'nowrap',
});
export const headEnd = style([headCell, { textAlign: 'right' }]);

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  alignItems: 'center',
  marginBottom: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.soft,
  '@media': {
    [wide]: {
      display: 'table-row',
      margin: 0,
      padding: 0,
      border: 'none',
      borderRadius: 0,
      boxShadow: 'none',
      background: 'transparent',
    },
  },
  selectors: { '&:hover': { background: vars.color.canvas } },
});

// A media cell (first in the row) sits beside the card's title.
export const rowWithMedia = style({ gridTemplateColumns: 'auto 1fr' });

export const cell = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} 0`,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    // The card's "label: value" line: the label comes from the column header.
    '&[data-label]::before': {
      content: 'attr(data-label)',
      fontSize: vars.fontSize.xs,
      letterSpacing: '0.12em',
      textTransform: 'uppercase',
      color: vars.color.inkMuted,
    },
  },
  '@media': {
    [wide]: {
      display: 'table-cell',
      padding: vars.space.xs,
      verticalAlign: 'middle',
      borderBottom: `1px solid ${vars.color.line}`,
      selectors: {
        '&[data-label]::before': { content: 'none' },
        '&:first-child': { paddingLeft: vars.space.md },
        '&:last-child': { paddingRight: vars.space.md },
      },
    },
  },
});

export const cellRole = styleVariants({
  plain: {},
  title: {
    gridColumn: 'auto',
    justifyContent: 'flex-start',
    fontFamily: vars.font.display,
    fontSize: vars.fontSize.lg,
    '@media': { [wide]: { fontFamily: vars.font.body, fontSize: vars.fontSize.md } },
  },
  media: { gridColumn: 'auto' },
  actions: {
    justifyContent: 'flex-end',
    paddingTop: vars.space.sm,
    '@media': { [wide]: { whiteSpace: 'nowrap' } },
  },
});

export const end = style({ '@media': { [wide]: { textAlign: 'right' } } });

export const empty = style({
  padding: vars.space.xxl,
  textAlign: 'center',
  color: vars.color.inkMuted,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.line}`,
  borderRadius: vars.radius.lg,
});
