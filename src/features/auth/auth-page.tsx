import type { ReactNode } from 'react';
import * as styles from './auth-page.css.ts';

export { footerLink as authFooterLinkClass } from './auth-page.css.ts';

type AuthPageProps = { eyebrow: string; title: string; intro: string; footer: ReactNode; children: ReactNode };

/** The quiet frame of /login and /register. */
export function AuthPage({ eyebrow, title, intro, footer, children }: AuthPageProps) {
  return (
    <section className={styles.page} aria-labelledby="auth-title">
      <div className={styles.card}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intro}</p>
        {children}
        <p className={styles.footer}>{footer}</p>
      </div>
    </section>
  );
}
