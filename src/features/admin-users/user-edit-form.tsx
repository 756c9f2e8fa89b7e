import * as m from '#messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';
import { messages } from '#domain/messages.ts';
import { adminUserUpdateSchema } from '#domain/schemas/user.ts';
import { fieldErrors } from '#domain/schemas/validation.ts';
import { newIdempotencyKey } from '#src/platform/api-client.ts';
import { useSession } from '#src/platform/session/session.ts';
import { buttonClass } from '#src/ui/button.tsx';
import { PageHeader } from '#src/ui/page-header.tsx';
import { SaveOrCancel } from '#src/ui/save-or-cancel.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useUpdateUser } from './admin-user-mutations.ts';
import { adminUserQueryOptions } from './admin-user-queries.ts';
import * as styles from './user-edit-form.css.ts';

/** /admin/user/{id}/edit: name, email and the admin flag ('User updated'). */
export function UserEditForm({ id }: { id: string }) {
  const { data: user } = useSuspenseQuery(adminUserQueryOptions(id));
  const me = useSession();
  const isSelf = me?.id === user.id;
  const adminHintId = useId();
  const [values, setValues] = useState({ name: user.name, email: user.email, isAdmin: user.isAdmin });
  const [submitted, setSubmitted] = useState(false);
  const update = useUpdateUser(id);

  const result = v.safeParse(adminUserUpdateSchema, values);
  const errors = submitted && !result.success ? fieldErrors(result) : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!result.success) {
      const first = Object.keys(fieldErrors(result))[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
      return;
    }
    update.mutate({ input: result.output, idempotencyKey: newIdempotencyKey() });
  };

  return (
    <>
      <PageHeader
        eyebrow={m.admin_edit_user_eyebrow()}
        title={user.name}
        actions={
          <Link to="/admin/userlist" className={buttonClass({ variant: 'ghost' })}>
            {m.admin_back_to_users()}
          </Link>
        }
      />
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={m.admin_edit_name({ name: user.name })}>
        <TextField
          label={m.admin_name()}
          name="name"
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
        />
        <TextField
          label={m.admin_email()}
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(e) => setValues({ ...values, email: e.currentTarget.value })}
        />
        <div className={styles.check}>
          <label className={styles.checkRow}>
            <input
              type="checkbox"
              name="isAdmin"
              className={styles.checkbox}
              checked={values.isAdmin}
              // An admin never takes away their own rights (the server refuses it too).
              disabled={isSelf}
              aria-describedby={adminHintId}
              onChange={(e) => setValues({ ...values, isAdmin: e.currentTarget.checked })}
            />
            <span>{m.admin_administrator()}</span>
          </label>
          <p id={adminHintId} className={styles.hint}>
            {isSelf ? m.admin_another_admin_can({ reason: messages.cannotDemoteSelf }) : m.admin_admins_manage()}
          </p>
        </div>
        <SaveOrCancel className={styles.actions} cancelTo="/admin/userlist" saving={update.isPending} />
      </form>
    </>
  );
}
