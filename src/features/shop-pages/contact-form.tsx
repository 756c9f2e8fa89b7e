import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { messages } from '#domain/messages.ts';
import { CONTACT_MESSAGE_MAX, contactMessageSchema } from '#domain/schemas/shop-page.ts';
import { fieldErrors } from '#domain/schemas/validation.ts';
import { ApiError, newIdempotencyKey } from '#src/platform/api-client.ts';
import { failureMessage } from '#src/platform/failure-message.ts';
import { isOnline } from '#src/platform/online-status.ts';
import { Button } from '#src/ui/button.tsx';
import { Notice } from '#src/ui/notice.tsx';
import * as fieldStyles from '#src/ui/text-field.css.ts';
import { sendContactMessage } from './shop-page-queries.ts';
import * as styles from './shop-page.css.ts';

type Said = { tone: 'success' | 'danger'; text: string };

/**
 * The contact page's form (issue 27, point 8). Its fields are the page's own (uncontrolled): on a
 * page the server rendered they take typing before the script is there, and without JavaScript
 * the form posts itself to the API, which answers with a page. With JavaScript it is checked
 * against the same schema as the server's and sent as JSON; a message is a promise to someone, not
 * a change the device's outbox could hold for later, so offline it says so and keeps the words.
 */
export function ContactForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [said, setSaid] = useState<Said>();
  const [sending, setSending] = useState(false);
  // One key per message, kept across retries: a send that timed out but arrived is queued once.
  const key = useRef<string | undefined>(undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const input = v.safeParse(contactMessageSchema, { name: fields.get('name') ?? '', email: fields.get('email') ?? '', message: fields.get('message') ?? '' });
    if (!input.success) {
      const found = fieldErrors(input);
      setErrors(found);
      setSaid(undefined);
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    if (!isOnline()) {
      setSaid({ tone: 'danger', text: messages.contactNeedsNetwork });
      return;
    }
    setSending(true);
    key.current ??= newIdempotencyKey();
    try {
      const answer = await sendContactMessage(input.output, key.current);
      key.current = undefined;
      form.reset();
      setSaid({ tone: 'success', text: answer.message });
    } catch (error) {
      const offline = error instanceof ApiError && error.status === 'FETCH_ERROR';
      setSaid({ tone: 'danger', text: offline ? messages.contactNeedsNetwork : failureMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.form}
      method="post"
      action="/api/contact"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className={styles.formTitle}>
        {messages.contactFormTitle}
      </h2>
      {said ? (
        <Notice tone={said.tone} alert={said.tone === 'danger'} className={styles.notice}>
          {said.text}
        </Notice>
      ) : null}
      <Field label={messages.contactNameLabel} error={errors.name}>
        {(props) => <input {...props} className={fieldStyles.input} name="name" autoComplete="name" maxLength={100} required />}
      </Field>
      <Field label={messages.contactEmailLabel} error={errors.email}>
        {(props) => <input {...props} className={fieldStyles.input} name="email" type="email" autoComplete="email" maxLength={254} required />}
      </Field>
      <Field label={messages.contactMessageLabel} error={errors.message}>
        {(props) => (
          <textarea {...props} className={`${fieldStyles.input} ${styles.message}`} name="message" rows={6} maxLength={CONTACT_MESSAGE_MAX} required />
        )}
      </Field>
      <Button type="submit" disabled={sending}>
        {sending ? messages.contactSending : messages.contactSend}
      </Button>
    </form>
  );
}

type FieldProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** A visible label, the control, and its message under it, tied to it for screen readers. */
function Field({ label, error, children }: { label: string; error: string | undefined; children: (props: FieldProps) => ReactNode }) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
