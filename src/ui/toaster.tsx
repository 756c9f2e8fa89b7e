import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';
import { vars } from './theme/theme.css.ts';

// Sonner's own rich colours put its red error text at about 4.4:1 on its pink, under WCAG AA's
// 4.5:1; these are the theme's pairs (each at least 5:1) in sonner's variables, on the toaster
// element, where they win over its stylesheet.
const themed = {
  fontFamily: vars.font.body,
  '--normal-bg': vars.color.surface,
  '--normal-border': vars.color.line,
  '--normal-text': vars.color.ink,
  '--success-bg': vars.color.successSurface,
  '--success-border': vars.color.success,
  '--success-text': vars.color.success,
  '--info-bg': vars.color.surface,
  '--info-border': vars.color.line,
  '--info-text': vars.color.ink,
  '--warning-bg': vars.color.warningSurface,
  '--warning-border': vars.color.warning,
  '--warning-text': vars.color.warning,
  '--error-bg': vars.color.dangerSurface,
  '--error-border': vars.color.danger,
  '--error-text': vars.color.danger,
} as CSSProperties;

/** The one toaster (spec §4, DESIGN §5): top-right, light, success closes after 5000 ms. */
export function Toaster() {
  return <Sonner position="top-right" theme="light" duration={5000} closeButton richColors style={themed} />;
}
