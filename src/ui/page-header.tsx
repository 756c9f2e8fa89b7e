import type { ReactNode } from 'react';
import * as styles from './page-header.css.ts';

type PageHeaderProps = { eyebrow?: string; title: string; intro?: ReactNode; actions?: ReactNode };

/** A page's heading block: small caps eyebrow, serif title, optional intro and actions beside it. */
export function PageHeader({ eyebrow, title, intro, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
