import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import * as styles from './checkout-steps.css.ts';

const STEPS = [
  { label: m.auth_sign_in(), to: '/login' },
  { label: m.checkout_shipping(), to: '/shipping' },
  { label: m.checkout_payment(), to: '/payment' },
  { label: m.checkout_place_order(), to: '/place-order' },
] as const;

/** Where the shopper is in sign in → shipping → payment → place order (spec §4); earlier steps link back. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label={m.checkout_steps()} className={styles.nav}>
      <ol className={styles.list}>
        {STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={step.to} className={`${styles.step} ${styles.state[state]}`}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {state === 'done' && index > 0 ? (
                <Link to={step.to} className={styles.link}>
                  {step.label}
                </Link>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>{step.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
