import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

const DISPLAY_FALLBACK = "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif";
const BODY_FALLBACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** The one theme contract (DESIGN §7 rule 12): components use these variables and nothing else. */
export const vars = createThemeContract({
  color: {
    canvas: null, // page background: warm ivory
    surface: null, // cards, dialogs
    surfaceMuted: null,
    ink: null, // main text
    inkMuted: null,
    line: null,
    accent: null, // champagne gold
    accentInk: null, // text on accent
    accentStrong: null,
    brand: null, // deep espresso
    brandInk: null,
    success: null,
    successSurface: null,
    danger: null,
    dangerSurface: null,
    warning: null,
    warningSurface: null,
    focus: null,
  },
  font: { display: null, body: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  lineHeight: { tight: null, normal: null },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  shadow: { soft: null, lifted: null },
  duration: { modal: null, backdrop: null, quick: null },
  size: { touch: null, content: null },
});

createGlobalTheme(':root', vars, {
  color: {
    canvas: '#f7f3ee',
    surface: '#fffdf9',
    surfaceMuted: '#efe8df',
    ink: '#2b2320',
    inkMuted: '#5f534c',
    line: '#ddd2c6',
    accent: '#b08d57',
    accentInk: '#1f1915',
    accentStrong: '#7a5c2e',
    brand: '#2b2320',
    brandInk: '#f7f3ee',
    success: '#2f6b48',
    successSurface: '#e3f1e8',
    danger: '#a12b2b',
    dangerSurface: '#f8e4e2',
    warning: '#8a5a00',
    warningSurface: '#fbf0d9',
    focus: '#7a5c2e',
  },
  font: {
    // The device's own faces; the shop's (fonts.css) once this device holds them (below).
    display: DISPLAY_FALLBACK,
    body: BODY_FALLBACK,
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.625rem', xxl: '2.25rem', display: 'clamp(2.25rem, 5vw, 3.75rem)' },
  lineHeight: { tight: '1.15', normal: '1.55' },
  space: { xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', xxxl: '5rem' },
  radius: { sm: '4px', md: '10px', lg: '18px', pill: '999px' },
  shadow: { soft: '0 1px 2px rgba(43,35,32,0.06), 0 4px 16px rgba(43,35,32,0.06)', lifted: '0 12px 40px rgba(43,35,32,0.18)' },
  // spec §9: modal transition 300 ms, backdrop 150 ms
  duration: { modal: '300ms', backdrop: '150ms', quick: '120ms' },
  size: { touch: '44px', content: '1200px' },
});

// The shop's typefaces, on pages where this device already holds them (returning-fonts.ts).
globalStyle('html[data-fonts]', {
  vars: {
    [vars.font.display]: `'Cormorant Garamond', ${DISPLAY_FALLBACK}`,
    [vars.font.body]: `'Inter', ${BODY_FALLBACK}`,
  },
});
