import { style } from '@vanilla-extract/css';

// Shown only where the browser runs no script (the `scripting` media feature): the server's page
// read with JavaScript turned off. Unlike <noscript>, it is plain markup that hydrates as is.
export const withoutJavaScript = style({
  display: 'none',
  '@media': { '(scripting: none)': { display: 'block' } },
});
