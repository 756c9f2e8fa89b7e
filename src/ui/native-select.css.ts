import { style } from '@vanilla-extract/css';
import { vars } from './theme/theme.css.ts';
import { input } from './text-field.css.ts';

export const select = style([
  input,
  {
    appearance: 'none',
    paddingRight: vars.space.xl,
    // A drawn chevron, so the native control matches the text fields in every browser.
    backgroundImage:
      "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12'%3E%3Cpath d='M2.5 4.5 6 8l3.5-3.5' fill='none' stroke='%235f534c' stroke-width='1.4' stroke-linecap='round'/%3E%3C/svg%3E\")",
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${vars.space.sm} center`,
  },
]);
