import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as styles from './account.css.ts';
import * as nav from './account-frame.css.ts';

const LINKS = [
  { to: '/my-account', label: m.account_overview() },
  { to: '/my-orders', label: m.account_orders() },
  { to: '/my-profile', label: m.account_profile() },
] as const;

/** The shopper's own pages share a heading and a small tab bar between them. */
export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <p className={styles.eyebrow}>{m.account_your_account()}</p>
      <h1 id="account-title" className={styles.title}>
        {title}
      </h1>
      <nav aria-label={m.account_pages()} className={nav.bar}>
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={nav.link} activeProps={{ className: nav.active, 'aria-current': 'page' }}>
            {link.label}
          </Link>
        ))}
      </nav>
      {children}
    </section>
  );
}
