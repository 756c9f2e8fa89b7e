import * as m from '#messages';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { SessionUser } from '#domain/schemas/user.ts';
import { useLogout } from '../logout.ts';
import { firstNameOf } from './first-name.ts';
import { GreetingText, greetingLabel } from './greeting-text.tsx';
import * as styles from './account-menu.css.ts';
import { HrefLink } from './href-link.tsx';

/**
 * A disclosure (button + list of links), not an ARIA menu: links stay links for assistive
 * technology, Tab moves through them, Escape or a click elsewhere closes it.
 */
export function GreetingMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const firstName = firstNameOf(user);
  const greeting = greetingLabel(firstName);

  // A navigation (the router's state, not this component's) closes the menu once the new page
  // has painted, as it always has.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={wrapperRef} className={styles.wrapper}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={greeting}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <GreetingText firstName={firstName} />
        <svg className={styles.chevron} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path d="M3 5l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
        </svg>
      </button>
      {open ? (
        <ul id={panelId} className={styles.panel}>
          <li>
            <HrefLink href="/my-account" className={styles.item}>
              {m.menu_profile()}
            </HrefLink>
          </li>
          {user.isAdmin ? (
            <>
              <li role="presentation" className={styles.divider} />
              <li className={styles.groupLabel} aria-hidden="true">
                {m.menu_admin()}
              </li>
              <li>
                <HrefLink href="/admin/productlist" className={styles.item}>
                  {m.menu_products()}
                </HrefLink>
              </li>
              <li>
                <HrefLink href="/admin/orderlist" className={styles.item}>
                  {m.menu_orders()}
                </HrefLink>
              </li>
              <li>
                <HrefLink href="/admin/userlist" className={styles.item}>
                  {m.menu_users()}
                </HrefLink>
              </li>
            </>
          ) : null}
          <li role="presentation" className={styles.divider} />
          <li>
            <button type="button" className={styles.item} onClick={() => void logout()}>
              {m.menu_logout()}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
