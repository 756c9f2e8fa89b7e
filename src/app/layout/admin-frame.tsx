import * as m from '#messages';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as styles from './admin-frame.css.ts';

const sections = [
  { to: '/admin/productlist', label: m.admin_products_title(), match: /^\/admin\/product/ },
  { to: '/admin/orderlist', label: m.admin_orders_title(), match: /^\/admin\/order/ },
  { to: '/admin/userlist', label: m.admin_users_title(), match: /^\/admin\/user/ },
] as const;

/**
 * The frame of every admin screen: a row of large tabs between products, orders and users,
 * within thumb reach on a tablet (the account menu's admin links need two taps).
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <div className={styles.frame}>
      <nav aria-label={m.admin_nav()} className={styles.nav}>
        <ul className={styles.tabs}>
          {sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className={styles.tab} aria-current={section.match.test(pathname) ? 'page' : undefined}>
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/** What an admin screen shows while its data loads: the shape of a table, not a blank page. */
export function AdminPending() {
  return (
    <div className={styles.pending} role="status" aria-live="polite">
      <span className="visually-hidden">{m.ui_loading()}</span>
      <div className={styles.skeletonTitle} />
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.skeletonRow} />
      ))}
    </div>
  );
}
