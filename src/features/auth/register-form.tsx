import * as m from '#messages';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { messages } from '#domain/messages.ts';
import { registerModalSchema, registerPageSchema } from '#domain/schemas/auth.ts';
import { Button } from '#src/ui/button.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { WithoutJavaScript } from '#src/ui/without-javascript.tsx';
import { useRegisterMutation } from './auth-mutations.ts';
import { useValidatedForm } from '#src/ui/use-validated-form.ts';
import * as styles from './auth-form.css.ts';

const empty = { name: '', email: '', password: '', confirmPassword: '' };

/**
 * spec §5: the navbar modal asks for a strong password (8+, an uppercase letter, a digit);
 * the /register page enforces only the 8 characters. Both ask for a matching confirmation.
 */
export function RegisterForm({ variant, onSignedIn }: { variant: 'modal' | 'page'; onSignedIn?: () => void }) {
  const register = useRegisterMutation(onSignedIn);
  const schema = variant === 'modal' ? registerModalSchema : registerPageSchema;
  const { field, onSubmit } = useValidatedForm(schema, empty, (input) => register.mutate(input));
  const hint = variant === 'modal' ? m.auth_password_hint_strong() : m.auth_password_hint();
  // As the sign-in form: waits for the script, and never sends a password in a URL.
  const hydrated = useHydrated();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate method="post">
      <TextField label={m.auth_name()} autoComplete="name" {...field('name')} />
      <TextField label={m.auth_email()} type="email" autoComplete="email" {...field('email')} />
      <TextField label={m.auth_password()} type="password" autoComplete="new-password" hint={hint} {...field('password')} />
      <TextField label={m.auth_confirm_password()} type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" size="lg" fullWidth className={styles.submit} disabled={register.isPending || !hydrated}>
        {register.isPending ? m.auth_registering() : m.auth_register()}
      </Button>
      <WithoutJavaScript message={messages.needsJavaScriptToSignIn} />
    </form>
  );
}
