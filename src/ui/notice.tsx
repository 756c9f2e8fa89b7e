import type { ReactNode } from 'react';
import * as styles from './notice.css.ts';

export type NoticeTone = keyof typeof styles.tone;

/**
 * An inline message block. `alert` makes it announced at once (an error the shopper must read);
 * otherwise it is a plain status line, e.g. the order's paid / delivered banners.
 */
export function Notice({ tone = 'info', alert = false, children, className }: { tone?: NoticeTone; alert?: boolean; children: ReactNode; className?: string }) {
  return (
    <div role={alert ? 'alert' : 'status'} className={[styles.base, styles.tone[tone], className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
