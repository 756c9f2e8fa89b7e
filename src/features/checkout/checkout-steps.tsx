import { Link } from '@tanstack/react-router';
import * as styles from './checkout-steps.css.ts';

const STEPS = [
  { label: 'Sign In', to: '/login' },
  { label: 'Shipping', to: '/shipping' },
  { label: 'Payment', to: '/payment' },
  { label: 'Place Order', to: '/place-order' },
] as const;

/** Where the shopper is in sign in → shipping → payment → place order (spec §4); earlier steps link back. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Checkout steps" className={styles.nav}>
      <ol className={styles.list}>
        {STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li key={step.label} className={`${styles.step} ${styles.state[state]}`}>
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
