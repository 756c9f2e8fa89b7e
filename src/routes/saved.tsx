import { createFileRoute } from '@tanstack/react-router';
import { ProductCard } from '#src/features/catalogue/product-card.tsx';
import { NotifyMe } from '#src/features/restock-alerts/notify-me.tsx';
import { SavedPage } from '#src/features/saved/saved-page.tsx';
import { simpleHead } from '#src/features/seo/site-heads.ts';

export const Route = createFileRoute('/saved')({
  head: ({ match }) => simpleHead(match.context.site.origin, '/saved', 'Saved Scents', 'The scents you saved, kept on this device.'),
  component: () => (
    <SavedPage
      renderCard={(product) => <ProductCard product={product} headingLevel="h2" />}
      renderSoldOut={(product) => <NotifyMe productId={product.id} name={product.name} />}
    />
  ),
});
