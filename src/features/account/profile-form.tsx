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
      <form className={styles.narrowCard} onSubmit={form.onSubmit} noValidate aria-label="Edit profile">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="New Password" type="password" autoComplete="new-password" hint="Leave empty to keep your current password." {...field('password')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your email or password."
          {...field('currentPassword')}
        />
        <div className={styles.formActions}>
          <Button type="submit" size="lg" fullWidth disabled={update.isPending}>
            {update.isPending ? 'Updating…' : 'Update'}
          </Button>
        </div>
      </form>
    </>
  );
}
