import { style } from '@vanilla-extract/css';
import { vars } from '#src/ui/theme/theme.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, marginBottom: vars.space.md, minWidth: 0 });
export const fieldset = style({ border: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, minWidth: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 500, letterSpacing: '0.03em', padding: 0, marginBottom: vars.space.xxs });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.inkMuted, margin: 0 });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

const control = {
  minHeight: vars.size.touch,
  width: '100%',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus': { borderColor: vars.color.accentStrong },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
} as const;

export const selectWrap = style({
  position: 'relative',
  display: 'block',
  '::after': {
    content: '""',
    position: 'absolute',
    right: vars.space.md,
    top: '50%',
    width: '8px',
    height: '8px',
    borderRight: `1.5px solid ${vars.color.accentStrong}`,
    borderBottom: `1.5px solid ${vars.color.accentStrong}`,
    transform: 'translateY(-70%) rotate(45deg)',
    pointerEvents: 'none',
  },
});
export const select = style({ ...control, appearance: 'none', padding: `0 ${vars.space.xxl} 0 ${vars.space.sm}`, cursor: 'pointer' });
export const textarea = style({ ...control, minHeight: '7rem', padding: vars.space.sm, resize: 'vertical', lineHeight: vars.lineHeight.normal });

export const checkRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  cursor: 'pointer',
});
export const checkbox = style({ width: '22px', height: '22px', margin: 0, accentColor: vars.color.accentStrong, cursor: 'pointer' });

export const segments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(44px, 1fr))',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surface,
});
export const segment = style({ position: 'relative', display: 'grid', minHeight: vars.size.touch, cursor: 'pointer' });
// The radio stays in the page (keyboard and screen readers use it) but the segment is what shows.
export const segmentInput = style({ position: 'absolute', inset: 0, opacity: 0, margin: 0, cursor: 'pointer' });
export const segmentText = style({
  display: 'grid',
  placeItems: 'center',
  fontVariantNumeric: 'tabular-nums',
  borderLeft: `1px solid ${vars.color.line}`,
  selectors: {
    [`${segment}:first-child &`]: { borderLeft: 'none' },
    [`${segmentInput}:checked + &`]: { background: vars.color.brand, color: vars.color.brandInk },
    [`${segmentInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-4px' },
  },
});
