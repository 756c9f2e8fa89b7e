import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useAuthModal } from '#src/features/auth/auth-modal-state.ts';
import { CartButton } from '#src/features/cart/cart-button.tsx';
import { useCartModal } from '#src/features/cart/cart-modal-state.ts';
import { SavedLink } from '#src/features/saved/saved-link.tsx';
import { useInstallOption } from '../pwa/install-prompt.ts';
import { AccountMenu } from './account-menu.tsx';
import { OtherLanguageLink } from './other-language-link.tsx';
import { useOnlineStatus } from '#src/platform/online-status.ts';
import { afterPageLoad, afterPageSettles, pageSettled } from '#src/platform/page-lifecycle/after-page-load.ts';
import { lazyPart } from '#src/ui/lazy-part.tsx';
import * as styles from './site-layout.css.ts';

// The modals' code (the dialog, the cart lines, the sign-in forms) is not in the first page's
// files: it is fetched once that page has settled, or sooner when a pointer, touch or focus comes near
// the navbar buttons that open them, and is there before a shopper can reach for them.
const CartModal = lazyPart(() => import('#src/features/cart/cart-modal.tsx').then((m) => m.CartModal));
const AuthModal = lazyPart(() => import('#src/features/auth/auth-modal.tsx').then((m) => m.AuthModal));
// The install offer comes from the browser later still, if ever: its code is fetched when there
// is one to show (mounted from the start, it was fetched and rendered during hydration).
const InstallApp = lazyPart(() => import('../pwa/install-app.tsx').then((m) => m.InstallApp));
const preloadModals = () => {
  CartModal.preload();
  AuthModal.preload();
};
void afterPageSettles().then(preloadModals);
// No page needs the toaster to show itself: sonner's code is fetched once the first page has
// settled (rendered before, its fetch and mount were in hydration's tasks). A toast raised
// before it mounts is shown when it does (sonner replays active toasts).
const Toaster = lazyPart(() => import('#src/ui/toaster.tsx').then((m) => m.Toaster));
// Likewise the offline note and the update prompt: neither has anything to say before then...
const PwaLayer = lazyPart(() => import('../pwa/pwa-layer.tsx').then((m) => m.PwaLayer));
// ...unless the device is offline: then the note that says so is the first thing to say.
const offlineFromTheStart = typeof navigator !== 'undefined' && !navigator.onLine;
if (offlineFromTheStart) void afterPageLoad().then(() => PwaLayer.preload());

/**
 * The cart modal, in the page (closed) once it has settled, so that Add to Cart's tap only opens
 * it: built in the tap's own task, the dialog and its lines were a third of a settled tap on a
 * slowed phone (issue 26's 0.3 s). Its own component, so that opening it renders only it, not the
 * navbar and footer around the page.
 */
function CartModalInPage() {
  const open = useCartModal().open;
  const settled = useSyncExternalStore(pageSettled.subscribe, pageSettled.get, pageSettled.getServer);
  return <CartModal wanted={open || settled} />;
}

/**
 * The frame around every page: navbar (spec §2), the cart and sign-in modals, footer. The page
 * settling (or the line dropping) renders this frame again, not the page inside it: read in the
 * root route, it rendered the whole page again in one task (36 ms at 1× on the catalogue).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const settled = useSyncExternalStore(pageSettled.subscribe, pageSettled.get, pageSettled.getServer);
  const online = useOnlineStatus();
  const authOpen = useAuthModal().open;
  const installOffered = useInstallOption() !== 'none';
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {m.skip_to_content()}
      </a>
      <header className={styles.header}>
        <nav className={styles.nav} aria-label={m.nav_main()}>
          <Link to="/" className={styles.brand} aria-label={m.nav_home()}>
            Sillage
          </Link>
          <ul className={styles.links}>
            <li>
              <Link to="/explore-scents" className={styles.link}>
                {m.nav_explore_scents()}
              </Link>
            </li>
            <li>
              <Link to="/pricing-plans" className={styles.link}>
                {m.nav_pricing_plans()}
              </Link>
            </li>
          </ul>
          <div className={styles.actions} onPointerEnter={preloadModals} onPointerDown={preloadModals} onFocus={preloadModals}>
            <SavedLink />
            <CartButton />
            <AccountMenu />
          </div>
        </nav>
      </header>
      {/* The first paint waits for this element (app-document.tsx): the header above is whole by then. */}
      <main id="main" className={styles.main}>
        {children}
        {/* DESIGN §4: offline note and "update available" above every page */}
        <PwaLayer wanted={settled || !online} />
        <Toaster wanted={settled} />
      </main>
      <footer className={styles.footer}>
        <p>{m.footer_line()}</p>
        <p className={styles.footerLinks}>
          <Link to="/help/$slug" params={{ slug: 'contact' }}>
            {m.footer_contact()}
          </Link>
          <Link to="/help/$slug" params={{ slug: 'shipping-and-returns' }}>
            {m.footer_shipping_and_returns()}
          </Link>
          <Link to="/help/$slug" params={{ slug: 'privacy' }}>
            {m.footer_privacy()}
          </Link>
          <Link to="/help/$slug" params={{ slug: 'terms-of-sale' }}>
            {m.footer_terms_of_sale()}
          </Link>
          <OtherLanguageLink />
        </p>
        <InstallApp wanted={installOffered} />
      </footer>
      <CartModalInPage />
      <AuthModal wanted={authOpen} />
    </div>
  );
}
