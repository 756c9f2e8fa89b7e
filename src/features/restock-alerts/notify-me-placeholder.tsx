import { messages } from '#domain/messages.ts';
import { Button } from '#src/ui/button.tsx';
import * as styles from './notify-me.css.ts';

/**
 * What "Notify me" looks like until its code has come (it is fetched only for a sold-out scent,
 * so the first visit's script stays within budget): the same box and button, so nothing moves.
 */
export function NotifyMePlaceholder() {
  return (
    <div className={styles.box}>
      <Button variant="secondary" disabled>
        {messages.notifyMe}
      </Button>
    </div>
  );
}
