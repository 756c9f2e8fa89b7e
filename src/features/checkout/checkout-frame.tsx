import * as m from '#messages';
import type { ReactNode } from 'react';
import { CheckoutSteps } from './checkout-steps.tsx';
import * as styles from './checkout.css.ts';

type CheckoutFrameProps = {
  title: string;
  intro?: string;
  /** Which of the steps this page is; the one-page checkout has none. */
  step?: 1 | 2 | 3;
  narrow?: boolean;
  children: ReactNode;
};

/** The frame of every checkout screen: heading, a line of guidance and, for the steps, the progress. */
export function CheckoutFrame({ title, intro, step, narrow = false, children }: CheckoutFrameProps) {
  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <div className={narrow ? styles.narrow : undefined}>
        {step ? <CheckoutSteps current={step} /> : null}
        <p className={styles.eyebrow}>{m.checkout_title()}</p>
        <h1 id="checkout-title" className={styles.title}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
