import { loginSchema } from '#domain/schemas/auth.ts';
import { Button } from '#src/ui/button.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useLoginMutation } from './auth-mutations.ts';
import { useValidatedForm } from './use-validated-form.ts';
import * as styles from './auth-form.css.ts';

/** spec §5 login: a valid email and a password; errors under the fields with the spec's words. */
export function LoginForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const login = useLoginMutation(onSignedIn);
  const { field, onSubmit } = useValidatedForm(loginSchema, { email: '', password: '' }, (input) => login.mutate(input));
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" size="lg" fullWidth className={styles.submit} disabled={login.isPending}>
        {login.isPending ? 'Signing In…' : 'Sign In'}
      </Button>
    </form>
  );
}
