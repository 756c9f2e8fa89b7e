import * as styles from './without-javascript.css.ts';

/**
 * A sentence shown only when the browser runs no JavaScript (a server-rendered page read with it
 * turned off): where an action cannot work, the page says so instead of doing nothing.
 */
export function WithoutJavaScript({ message, className }: { message: string; className?: string }) {
  return (
    <p className={className ? `${styles.withoutJavaScript} ${className}` : styles.withoutJavaScript} role="note">
      {message}
    </p>
  );
}
