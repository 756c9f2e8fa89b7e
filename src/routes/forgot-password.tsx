import * as m from '#messages';
import { createFileRoute, Link } from '@tanstack/react-router';
import { messages } from '#domain/messages.ts';
import { AuthPage, authFooterLinkClass } from '#src/features/auth/auth-page.tsx';
import { ForgotPasswordForm } from '#src/features/auth/password-reset-forms.tsx';
import { simpleHead } from '#src/features/seo/site-heads.ts';

// Issue 22: the way back into an account whose password is lost (OWASP Forgot Password).
// The head's words are written here, as every route's are: `head` stays in the first visit's
// script, and naming `messages` there brings all of it along (+3.9 KB gzip).
export const Route = createFileRoute('/forgot-password')({
  // Its words come with its code (the loader is split off with the page): not in the first visit's script.
  loader: () => ({ title: m.head_forgot_password_title(), description: m.head_forgot_password_description() }),
  head: ({ match, loaderData }) => simpleHead(match.context.site.origin, '/forgot-password', loaderData),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return (
    <AuthPage
      eyebrow={m.auth_account()}
      title={messages.forgotPasswordTitle}
      intro={messages.forgotPasswordIntro}
      footer={
        <>
          {m.auth_remembered_it()}{' '}
          <Link to="/login" className={authFooterLinkClass}>
            {m.auth_sign_in()}
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
