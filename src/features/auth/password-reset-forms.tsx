import * as m from '#messages';
import { messages } from '#domain/messages.ts';
import { forgotPasswordSchema, resetPasswordPageSchema } from '#domain/schemas/password-reset.ts';
import { Button } from '#src/ui/button.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { useValidatedForm } from '#src/ui/use-validated-form.ts';
import { WithoutJavaScript } from '#src/ui/without-javascript.tsx';
import { resetFailureMessage, useForgotPasswordMutation, useResetPasswordMutation } from './password-reset-mutations.ts';
import * as styles from './auth-form.css.ts';

/** /forgot-password: an email, "Send reset link", then the same words for any address. */
export function ForgotPasswordForm() {
  const forgot = useForgotPasswordMutation();
  const { field, onSubmit } = useValidatedForm(forgotPasswordSchema, { email: '' }, (input) => forgot.mutate(input));
  const hydrated = useHydrated();
  if (forgot.isSuccess) return <Notice tone="success">{messages.resetLinkSent}</Notice>;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate method="post">
      <TextField label={m.auth_email()} type="email" autoComplete="email" {...field('email')} />
      <Button type="submit" size="lg" fullWidth className={styles.submit} disabled={forgot.isPending || !hydrated}>
        {messages.sendResetLink}
      </Button>
      <WithoutJavaScript message={messages.needsJavaScriptToSignIn} />
    </form>
  );
}

/** /reset-password/<token>: the new password twice; a link that cannot work says so in place. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPasswordMutation(onDone);
  const { field, onSubmit } = useValidatedForm(resetPasswordPageSchema, { password: '', confirmPassword: '' }, ({ password }) =>
    reset.mutate({ token, password }),
  );
  const hydrated = useHydrated();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate method="post">
      {reset.isError ? (
        <Notice tone="danger" alert>
          {resetFailureMessage(reset.error)}
        </Notice>
      ) : null}
      <TextField label={messages.newPassword} type="password" autoComplete="new-password" hint={m.auth_password_hint()} {...field('password')} />
      <TextField label={messages.confirmPassword} type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" size="lg" fullWidth className={styles.submit} disabled={reset.isPending || !hydrated}>
        {messages.resetPassword}
      </Button>
    </form>
  );
}
