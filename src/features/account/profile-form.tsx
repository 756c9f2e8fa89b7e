import * as m from '#messages';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import { profileFormSchemaFor } from '#domain/schemas/profile.ts';
import type { SessionUser } from '#domain/schemas/user.ts';
import { Button } from '#src/ui/button.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useValidatedForm } from '#src/ui/use-validated-form.ts';
import { PendingProfile } from './pending-profile.tsx';
import { useUpdateProfile } from './profile-mutation.ts';
import * as styles from './account.css.ts';

/**
 * /my-profile (spec §5): name and email required; a new password of at least 8 characters,
 * confirmed. A mismatch is also said in a toast, as the spec asks. A new email or password also
 * needs the current password (the server checks it: a token alone must not take the account).
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const form = useValidatedForm(
    profileFormSchemaFor(user.email),
    { name: user.name, email: user.email, password: '', confirmPassword: '', currentPassword: '' },
    ({ name, email, password, currentPassword }) =>
      // eslint-disable-next-line react-hooks/immutability -- runs on submit, once `update` (declared below: it needs `form`) exists
      update.mutate({
        name,
        email,
        ...(password === undefined ? {} : { password }),
        ...((password !== undefined || email !== user.email) && currentPassword ? { currentPassword } : {}),
      }),
    {
      onInvalid: (errors) => {
        if (errors['confirmPassword'] === messages.passwordsDoNotMatch) toast.error(messages.passwordsDoNotMatch);
      },
    },
  );
  const update = useUpdateProfile(() => {
    form.setValue('password', '');
    form.setValue('confirmPassword', '');
    form.setValue('currentPassword', '');
  });
  const { field } = form;

  return (
    <>
      <PendingProfile />
      <form className={styles.narrowCard} onSubmit={form.onSubmit} noValidate aria-label={m.account_edit_profile_form()}>
        <TextField label={m.auth_name()} autoComplete="name" {...field('name')} />
        <TextField label={m.auth_email()} type="email" autoComplete="email" {...field('email')} />
        <TextField label={m.account_new_password()} type="password" autoComplete="new-password" hint={m.account_new_password_hint()} {...field('password')} />
        <TextField label={m.auth_confirm_password()} type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <TextField
          label={m.account_current_password()}
          type="password"
          autoComplete="current-password"
          hint={m.account_current_password_hint()}
          {...field('currentPassword')}
        />
        <div className={styles.formActions}>
          <Button type="submit" size="lg" fullWidth disabled={update.isPending}>
            {update.isPending ? m.account_updating() : m.account_update()}
          </Button>
        </div>
      </form>
    </>
  );
}
