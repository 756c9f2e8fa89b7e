import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import { profileFormSchema } from '#domain/schemas/profile.ts';
import type { SessionUser } from '#domain/schemas/user.ts';
import { Button } from '#src/ui/button.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useValidatedForm } from '#src/ui/use-validated-form.ts';
import { PendingProfile } from './pending-profile.tsx';
import { useUpdateProfile } from './profile-mutation.ts';
import * as styles from './account.css.ts';

/**
 * /my-profile (spec §5): name and email required; a new password of at least 8 characters,
 * confirmed. A mismatch is also said in a toast, as the spec asks.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const form = useValidatedForm(
    profileFormSchema,
    { name: user.name, email: user.email, password: '', confirmPassword: '' },
    ({ name, email, password }) => update.mutate(password === undefined ? { name, email } : { name, email, password }),
    {
      onInvalid: (errors) => {
        if (errors['confirmPassword'] === messages.passwordsDoNotMatch) toast.error(messages.passwordsDoNotMatch);
      },
    },
  );
  const update = useUpdateProfile(() => {
    form.setValue('password', '');
    form.setValue('confirmPassword', '');
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
        <div className={styles.formActions}>
          <Button type="submit" size="lg" fullWidth disabled={update.isPending}>
            {update.isPending ? 'Updating…' : 'Update'}
          </Button>
        </div>
      </form>
    </>
  );
}
