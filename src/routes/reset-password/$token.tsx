import * as m from '#messages';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { messages } from '#domain/messages.ts';
import { AuthPage, authFooterLinkClass } from '#src/features/auth/auth-page.tsx';
import { ResetPasswordForm } from '#src/features/auth/password-reset-forms.tsx';
import { simpleHead } from '#src/features/seo/site-heads.ts';

// Issue 22: the link of the reset mail. Rendered in the browser only (domain/page-paths.ts), so
// its token is never rendered, cached or indexed under its URL.
// The head's words are written here, not taken from `messages` (forgot-password.tsx says why).
export const Route = createFileRoute('/reset-password/$token')({
  // Its words come with its code (the loader is split off with the page): not in the first visit's script.
  loader: () => ({ title: m.head_reset_password_title(), description: m.head_reset_password_description() }),
  head: ({ match, loaderData }) => simpleHead(match.context.site.origin, '/reset-password', loaderData),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useParams();
  const navigate = useNavigate();
  return (
    <AuthPage
      eyebrow={m.auth_account()}
      title={messages.resetPasswordTitle}
      intro={m.auth_reset_intro()}
      footer={
        <>
          {m.auth_link_expired()}{' '}
          <Link to="/forgot-password" className={authFooterLinkClass}>
            {m.auth_send_new_link()}
          </Link>
        </>
      }
    >
      {/* No automatic sign-in (OWASP): the shopper signs in again with the new password. */}
      <ResetPasswordForm token={token} onDone={() => void navigate({ to: '/login', replace: true })} />
    </AuthPage>
  );
}
