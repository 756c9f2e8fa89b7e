import * as m from '#messages';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { mayOpen } from '#src/platform/session/require-admin.ts';
import { currentSession } from '#src/platform/session/session.ts';
import { AuthPage, authFooterLinkClass } from '#src/features/auth/auth-page.tsx';
import { LoginForm } from '#src/features/auth/login-form.tsx';
import { useSignedInRedirect } from '#src/features/auth/signed-in-redirect.ts';
import { simpleHead } from '#src/features/seo/site-heads.ts';
import { DEFAULT_REDIRECT, validateRedirectSearch } from '#src/features/auth/redirect-target.ts';

export const Route = createFileRoute('/login')({
  validateSearch: validateRedirectSearch,
  // spec §2: a signed-in visitor goes straight to where the link wanted them (unless it is an
  // admin screen they may not open: then they stay here to sign in as an admin).
  beforeLoad: ({ search }) => {
    const user = currentSession();
    if (user && mayOpen(user, search.redirect)) throw redirect({ href: search.redirect ?? DEFAULT_REDIRECT, replace: true });
  },
  // Its words come with its code (the loader is split off with the page): not in the first visit's script.
  loader: () => ({ title: m.head_login_title(), description: m.head_login_description() }),
  head: ({ match, loaderData }) => simpleHead(match.context.site.origin, '/login', loaderData),
  component: LoginPage,
});

function LoginPage() {
  const search = Route.useSearch();
  useSignedInRedirect(search.redirect);
  const navigate = useNavigate();
  return (
    <AuthPage
      eyebrow={m.auth_welcome_back()}
      title={m.auth_sign_in()}
      intro={m.auth_login_intro()}
      footer={
        <>
          {m.auth_new_to_sillage()}{' '}
          <Link to="/register" search={search} className={authFooterLinkClass}>
            {m.auth_create_an_account()}
          </Link>
        </>
      }
    >
      <LoginForm onSignedIn={() => void navigate({ href: search.redirect ?? DEFAULT_REDIRECT, replace: true })} />
    </AuthPage>
  );
}
