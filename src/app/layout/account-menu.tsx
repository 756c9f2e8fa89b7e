import * as m from '#messages';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { openAuthModal } from '#src/features/auth/auth-modal-state.ts';
import { lazyPart } from '#src/ui/lazy-part.tsx';
import { useSession } from '#src/platform/session/session.ts';
import { firstNameOf } from './first-name.ts';
import { GreetingText, greetingLabel } from './greeting-text.tsx';
import * as styles from './account-menu.css.ts';

// Only a signed-in visitor has the menu, and logging out brings the cart, the outbox and the
// toasts with it: none of that belongs to a first visit, so it is fetched when there is a user.
const GreetingMenu = lazyPart(() => import('./greeting-menu.tsx').then((m) => m.GreetingMenu));

/** Signed out: the 'Account' icon opening the sign-in modal. Signed in: the greeting menu (spec §2). */
export function AccountMenu() {
  const user = useSession();
  // Enabled once the script runs the page: on the server's page a tap before would be lost.
  const hydrated = useHydrated();
  if (!user) {
    return (
      <button type="button" className={styles.iconButton} aria-label={m.nav_account()} onClick={() => openAuthModal('login')} disabled={!hydrated}>
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8.5" r="3.5" />
          <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" strokeLinecap="round" />
        </svg>
      </button>
    );
  }
  // The same words in the same place while the menu's code arrives: nothing moves.
  // (Cut short with an ellipsis like the menu's own trigger: a long first name never pushes the cart.)
  return (
    <GreetingMenu
      user={user}
      fallback={
        <span className={styles.trigger}>
          <span className="visually-hidden">{greetingLabel(firstNameOf(user))}</span>
          <GreetingText firstName={firstNameOf(user)} />
        </span>
      }
    />
  );
}
