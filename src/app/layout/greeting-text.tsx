import * as m from '#messages';
import * as styles from './account-menu.css.ts';

/**
 * What the greeting shows: "Hi, Marie" from a laptop's width, "Marie" below it, where the header has
 * room for no more (issue 53: at 360-400 px the whole greeting pushed the cart off screen). Hidden
 * from screen readers: the button it sits in is named by the whole greeting (greetingLabel).
 */
export function GreetingText({ firstName }: { firstName: string }) {
  return (
    <span className={styles.triggerText} aria-hidden="true">
      <span className={styles.greetingWords}>{greetingLabel(firstName)}</span>
      <span className={styles.greetingName}>{firstName}</span>
    </span>
  );
}

export const greetingLabel = (firstName: string): string => m.nav_greeting({ name: firstName });
