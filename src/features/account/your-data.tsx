import * as m from '#messages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '#domain/messages.ts';
import { deleteAccountSchema } from '#domain/schemas/account-data.ts';
import { api } from '#src/platform/api-client.ts';
import { downloadFile } from '#src/platform/download-file.ts';
import { failureMessage } from '#src/platform/failure-message.ts';
import { isOnline } from '#src/platform/online-status.ts';
import { Button } from '#src/ui/button.tsx';
import { Dialog } from '#src/ui/dialog.tsx';
import { Notice } from '#src/ui/notice.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useValidatedForm } from '#src/ui/use-validated-form.ts';
import * as styles from './account.css.ts';

/** Saves the account's data as the file the server names (issue 27, point 9). */
async function downloadMyData(): Promise<void> {
  const { blob, fileName } = await downloadFile('/api/users/profile/export');
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName ?? 'sillage-my-data.json' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * My Profile's "Your data" (issue 27, point 9; PIPEDA and Quebec's Law 25): a copy of everything
 * the shop keeps about the account, and the account's deletion, with the current password and a
 * dialog that says what goes and what stays. `onDeleted` clears this device (the route's logout).
 */
export function YourData({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const download = useMutation({ mutationFn: downloadMyData });
  const remove = useMutation({
    mutationFn: async (currentPassword: string) => {
      if (!isOnline()) throw new Error(messages.accountDeleteNeedsNetwork);
      await api.delete('/api/users/profile', { body: { currentPassword } });
    },
    onSuccess: () => onDeleted(),
  });
  const { field, onSubmit } = useValidatedForm(deleteAccountSchema, { currentPassword: '' }, ({ currentPassword }) => remove.mutate(currentPassword));
  return (
    <section className={styles.narrowCard} aria-labelledby="your-data">
      <h2 id="your-data" className={styles.cardTitle}>
        {messages.yourDataTitle}
      </h2>
      <p className={styles.muted}>{messages.yourDataIntro}</p>
      {download.isError ? (
        <Notice tone="danger" alert>
          {failureMessage(download.error)}
        </Notice>
      ) : null}
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending || undefined}>
          {messages.downloadMyData}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          {messages.deleteMyAccount}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
        title={messages.deleteAccountTitle}
        description={messages.deleteAccountIntro}
      >
        <form className={styles.formActions} onSubmit={onSubmit} noValidate aria-label={messages.deleteAccountTitle}>
          {remove.isError ? (
            <Notice tone="danger" alert>
              {failureMessage(remove.error)}
            </Notice>
          ) : null}
          <TextField label={m.account_current_password()} type="password" autoComplete="current-password" {...field('currentPassword')} />
          <Button type="submit" className={styles.dangerButton} disabled={remove.isPending} aria-busy={remove.isPending || undefined}>
            {messages.deleteMyAccount}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            {messages.keepMyAccount}
          </Button>
        </form>
      </Dialog>
    </section>
  );
}
