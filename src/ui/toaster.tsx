import * as m from '#messages';
import { type CSSProperties, useEffect, useState } from 'react';
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

/** Sonner's own phone layout (full width) starts below this width. */
const PHONE = '(max-width: 600px)';
const GAP_PX = 8;

/** Where the site's header ends (it is sticky at the top): toasts start below it, as it changes. */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const measure = () => setBottom(Math.round(header.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return bottom;
}

function usePhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const change = () => setPhone(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return phone;
}

/**
 * The one toaster (spec §4, DESIGN §5): top-right, light, success closes after 5000 ms. Below
 * the header, never over its logo, Saved, Cart or account menu (issue 27); one at a time on a
 * phone, where a second would cover the page.
 */
export function Toaster() {
  const top = useHeaderBottom() + GAP_PX;
  const phone = usePhone();
  return (
    <Sonner
      position="top-right"
      theme="light"
      duration={5000}
      closeButton
      richColors
      style={themed}
      offset={{ top, right: 16 }}
      mobileOffset={{ top, left: GAP_PX, right: GAP_PX }}
      visibleToasts={phone ? 1 : 3}
      containerAriaLabel={m.ui_notifications()}
      toastOptions={{ closeButtonAriaLabel: m.ui_close_toast() }}
    />
  );
}
