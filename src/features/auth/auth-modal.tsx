import * as m from '#messages';
import { type KeyboardEvent, useId } from 'react';
import { Dialog } from '#src/ui/dialog.tsx';
import { type AuthTab, closeAuthModal, setAuthTab, useAuthModal } from './auth-modal-state.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import * as styles from './auth-modal.css.ts';

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'login', label: m.auth_sign_in() },
  { id: 'register', label: m.auth_register() },
];

/** The navbar's sign-in modal (spec §2): Sign In and Register as tabs (WAI-ARIA tabs pattern). */
export function AuthModal() {
  const { open, tab } = useAuthModal();
  const baseId = useId();
  const tabId = (t: AuthTab) => `${baseId}-tab-${t}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next: AuthTab = event.key === 'Home' ? 'login' : event.key === 'End' ? 'register' : tab === 'login' ? 'register' : 'login';
    setAuthTab(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : closeAuthModal())}
      title={tab === 'login' ? m.auth_welcome_back() : m.auth_create_your_account()}
      description={tab === 'login' ? m.auth_login_intro() : m.auth_modal_register_intro()}
    >
      <div role="tablist" aria-label={m.auth_account()} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            id={tabId(t.id)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === t.id}
            aria-controls={panelId}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setAuthTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)}>
        {tab === 'login' ? (
          <LoginForm key="login" onSignedIn={closeAuthModal} onLeave={closeAuthModal} />
        ) : (
          <RegisterForm key="register" variant="modal" onSignedIn={closeAuthModal} />
        )}
      </div>
    </Dialog>
  );
}
