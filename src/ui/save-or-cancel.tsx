import * as m from '#messages';
import { Link, type LinkProps } from '@tanstack/react-router';
import { Button, buttonClass } from './button.tsx';

type SaveOrCancelProps = {
  /** Where Cancel goes: the list the form was opened from. */
  cancelTo: LinkProps['to'];
  /** While the save is on its way: the button says so and cannot be pressed twice. */
  saving: boolean;
  className: string;
};

/** An admin edit form's last row: Cancel (back to the list) and Update (spec §2). */
export function SaveOrCancel({ cancelTo, saving, className }: SaveOrCancelProps) {
  return (
    <div className={className}>
      <Link to={cancelTo} className={buttonClass({ variant: 'secondary' })}>
        {m.ui_cancel()}
      </Link>
      <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
        {saving ? m.ui_saving() : m.ui_update()}
      </Button>
    </div>
  );
}
