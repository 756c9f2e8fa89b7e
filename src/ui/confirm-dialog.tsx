import * as m from '#messages';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import * as styles from './confirm-dialog.css.ts';
import { Dialog } from './dialog.tsx';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** While the action runs the buttons wait, so a second tap cannot send it twice. */
  pending?: boolean;
  /** Deletions look like what they are. */
  tone?: 'default' | 'danger';
  /** The button that changes nothing, when "Cancel" would be ambiguous (cancelling an order). */
  dismissLabel?: string;
};

/** "Are you sure?" before a consequential action (spec §5: deletions and product creation; cancelling an order). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  pending = false,
  tone = 'default',
  dismissLabel = m.ui_cancel(),
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} title={title} description={description}>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
          {dismissLabel}
        </Button>
        <Button className={tone === 'danger' ? styles.danger : undefined} onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
