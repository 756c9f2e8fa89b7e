import * as m from '#messages';
import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router';
import { currentSession } from '#src/platform/session/session.ts';
import { AuthPage, authFooterLinkClass } from '#src/features/auth/auth-page.tsx';
import { RegisterForm } from '#src/features/auth/register-form.tsx';
import { useSignedInRedirect } from '#src/features/auth/signed-in-redirect.ts';
import { simpleHead } from '#src/features/seo/site-heads.ts';
import { DEFAULT_REDIRECT, validateRedirectSearch } from '#src/features/auth/redirect-target.ts';

export const Route = createFileRoute('/register')({
  validateSearch: validateRedirectSearch,
  // spec §2: a signed-in visitor goes straight to where the link wanted them.
  beforeLoad: ({ search }) => {
    if (currentSession()) throw redirect({ href: search.redirect ?? DEFAULT_REDIRECT, replace: true });
  },
  // Its words come with its code (the loader is split off with the page): not in the first visit's script.
  loader: () => ({ title: m.head_register_title(), description: m.head_register_description() }),
  head: ({ match, loaderData }) => simpleHead(match.context.site.origin, '/register', loaderData),
  component: RegisterPage,
});

function RegisterPage() {
  const search = Route.useSearch();
  useSignedInRedirect(search.redirect);
  const navigate = useNavigate();
  return (
    <AuthPage
      eyebrow={m.auth_join_sillage()}
      title={m.auth_create_account()}
      intro={m.auth_register_intro()}
      footer={
        <>
          {m.auth_have_account()}{' '}
          <Link to="/login" search={search} className={authFooterLinkClass}>
            {m.auth_sign_in_link()}
          </Link>
        </>
      }
    >
      <RegisterForm variant="page" onSignedIn={() => void navigate({ href: search.redirect ?? DEFAULT_REDIRECT, replace: true })} />
    </AuthPage>
  );
}
