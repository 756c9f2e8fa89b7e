import { createFileRoute } from '@tanstack/react-router';
import * as styles from '#src/app/layout/placeholder-page.css.ts';
import { simpleHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/pricing-plans')({
  head: ({ match }) =>
    simpleHead(match.context.site.origin, '/pricing-plans', 'Pricing Plans', 'Monthly 5 mL sample plans are on their way; every scent can be ordered on its own today.'),
  component: PricingPlansPage,
});

/** spec §2: placeholder text only, until the subscription offer is written. */
function PricingPlansPage() {
  return (
    <section className={styles.page}>
      <p className={styles.eyebrow}>Pricing Plans</p>
      <h1 className={styles.title}>Subscriptions are being composed</h1>
      <p className={styles.text}>
        Our monthly sample plans are still being blended. Soon you will be able to receive a new 5 mL scent every month, with a complimentary
        surprise alongside. Until then, every sample in the collection can be ordered on its own.
      </p>
    </section>
  );
}
