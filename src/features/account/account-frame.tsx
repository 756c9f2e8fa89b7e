import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as styles from './account.css.ts';
import * as nav from './account-frame.css.ts';

const LINKS = [
  { to: '/my-account', label: 'Overview' },
  { to: '/my-orders', label: 'Orders' },
  { to: '/my-profile', label: 'Profile' },
] as const;

/** The shopper's own pages share a heading and a small tab bar between them. */
export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="account-title">
      <p className={styles.eyebrow}>Your account</p>
      <h1 id="account-title" className={styles.title}>
        {title}
      </h1>
      <nav aria-label="Your account pages" className={nav.bar}>
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
