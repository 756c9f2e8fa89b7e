import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '#src/ui/theme/breakpoints.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

// A reading column: about 70 characters a line on a wide screen, the whole width of a 320 px one.
export const page = style({
  maxWidth: '44rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { [media.md]: { padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xxxl}` } },
});

export const prose = style({ lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });
globalStyle(`${prose} h1`, { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, margin: `0 0 ${vars.space.lg}` });
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, margin: `${vars.space.xl} 0 ${vars.space.sm}` });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} ul, ${prose} ol`, { paddingLeft: vars.space.lg });
globalStyle(`${prose} li`, { marginBottom: vars.space.xs });
globalStyle(`${prose} a`, { color: vars.color.accentStrong, textDecoration: 'underline', textUnderlineOffset: '0.15em' });

export const form = style({ marginTop: vars.space.xl, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.line}` });
export const formTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}` });
export const message = style({ minHeight: '10rem', padding: vars.space.sm, resize: 'vertical', fontFamily: 'inherit', lineHeight: vars.lineHeight.normal });
export const notice = style({ marginBottom: vars.space.md });
