import * as m from '#messages';
import { createFileRoute } from '@tanstack/react-router';
import * as styles from '#src/app/layout/placeholder-page.css.ts';
import { simpleHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/pricing-plans')({
  // Its words come with its code (the loader is split off with the page): not in the first visit's script.
  loader: () => ({ title: m.head_pricing_plans_title(), description: m.head_pricing_plans_description() }),
  head: ({ match, loaderData }) => simpleHead(match.context.site.origin, '/pricing-plans', loaderData),
  component: PricingPlansPage,
});

/** spec §2: placeholder text only, until the subscription offer is written. */
function PricingPlansPage() {
  return (
    <section className={styles.page}>
      <p className={styles.eyebrow}>{m.nav_pricing_plans()}</p>
      <h1 className={styles.title}>{m.pages_pricing_title()}</h1>
      <p className={styles.text}>{m.pages_pricing_text()}</p>
    </section>
  );
}
