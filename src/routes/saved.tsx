import * as m from '#messages';
import { createFileRoute } from '@tanstack/react-router';
import { ProductCard } from '#src/features/catalogue/product-card.tsx';
import { NotifyMe } from '#src/features/restock-alerts/notify-me.tsx';
import { SavedPage } from '#src/features/saved/saved-page.tsx';
import { simpleHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/saved')({
  // Its words come with its code (the loader is split off with the page): not in the first visit's script.
  loader: () => ({ title: m.head_saved_title(), description: m.head_saved_description() }),
  head: ({ match, loaderData }) => simpleHead(match.context.site.origin, '/saved', loaderData),
  component: () => (
    <SavedPage
      renderCard={(product) => <ProductCard product={product} headingLevel="h2" />}
      renderSoldOut={(product) => <NotifyMe productId={product.id} name={product.name} />}
    />
  ),
});
