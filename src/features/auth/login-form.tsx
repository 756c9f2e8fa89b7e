import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { messages } from '#domain/messages.ts';
import { loginSchema } from '#domain/schemas/auth.ts';
import { Button } from '#src/ui/button.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { WithoutJavaScript } from '#src/ui/without-javascript.tsx';
import { useLoginMutation } from './auth-mutations.ts';
import { useValidatedForm } from '#src/ui/use-validated-form.ts';
import * as styles from './auth-form.css.ts';

/** spec §5 login: a valid email and a password; errors under the fields with the spec's words. */
export function LoginForm({ onSignedIn, onLeave }: { onSignedIn?: () => void; onLeave?: () => void }) {
  const login = useLoginMutation(onSignedIn);
  const { field, onSubmit } = useValidatedForm(loginSchema, { email: '', password: '' }, (input) => login.mutate(input));
  // On the server's page the form waits for the script; `post`, so that a submit that slips
  // through anyway never puts a password in a URL.
  const hydrated = useHydrated();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate method="post">
      <TextField label={m.auth_email()} type="email" autoComplete="email" {...field('email')} />
      <TextField label={m.auth_password()} type="password" autoComplete="current-password" {...field('password')} />
      {/* Issue 22: the way back into an account whose password is lost (the modal closes on the way). */}
      <Link to="/forgot-password" className={styles.forgotLink} onClick={onLeave}>
        {messages.forgotPasswordLink}
      </Link>
      <Button type="submit" size="lg" fullWidth className={styles.submit} disabled={login.isPending || !hydrated}>
        {login.isPending ? m.auth_signing_in() : m.auth_sign_in()}
      </Button>
      <WithoutJavaScript message={messages.needsJavaScriptToSignIn} />
    </form>
  );
}
