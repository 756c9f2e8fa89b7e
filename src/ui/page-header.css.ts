import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
});
export const text = style({ minWidth: 0, flex: '1 1 20rem' });
export const eyebrow = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
  color: vars.color.accentStrong,
});
export const title = style({ fontSize: vars.fontSize.xxl, marginTop: vars.space.xs, letterSpacing: '0.01em' });
export const intro = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.inkMuted, maxWidth: '40rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
