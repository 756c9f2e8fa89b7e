import * as m from '#messages';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { messages } from '#domain/messages.ts';
import type { User } from '#domain/schemas/user.ts';
import { useSession } from '#src/platform/session/session.ts';
import { Button, buttonClass } from '#src/ui/button.tsx';
import { ConfirmDialog } from '#src/ui/confirm-dialog.tsx';
import { type Column, DataTable } from '#src/ui/data-table.tsx';
import { PageHeader } from '#src/ui/page-header.tsx';
import { TextField } from '#src/ui/text-field.tsx';
import { useDeleteUser } from './admin-user-mutations.ts';
import { adminUserListQueryOptions } from './admin-user-queries.ts';
import * as styles from './user-list.css.ts';

const matches = (user: User, query: string) => {
  const q = query.trim().toLowerCase();
  return !q || user.name.toLowerCase().includes(q) || user.email.toLowerCase().includes(q);
};

/** /admin/userlist: every account with its admin flag; edit and delete (spec §2, §6). */
export function UserList() {
  const { data: users } = useSuspenseQuery(adminUserListQueryOptions());
  const me = useSession();
  const selfHintId = useId();
  const [query, setQuery] = useState('');
  const [toDelete, setToDelete] = useState<User | null>(null);
  const remove = useDeleteUser(() => setToDelete(null));
  const shown = users.filter((u) => matches(u, query));

  const columns: Column<User>[] = [
    {
      key: 'name',
      header: m.admin_name(),
      role: 'title',
      cell: (u) => (
        <span className={styles.name}>
          {u.name}
          {u.id === me?.id ? <span className={styles.you}>{m.admin_you()}</span> : null}
        </span>
      ),
    },
    {
      key: 'email',
      header: m.admin_email(),
      cell: (u) => (
        <a href={`mailto:${u.email}`} className={styles.email}>
          {u.email}
        </a>
      ),
    },
    {
      key: 'admin',
      header: m.admin_admin(),
      cell: (u) => (u.isAdmin ? <span className={styles.admin}>{m.admin_admin()}</span> : <span className={styles.shopper}>{m.admin_shopper()}</span>),
    },
    {
      key: 'actions',
      header: m.admin_actions(),
      role: 'actions',
      hiddenHeader: true,
      cell: (u) => (
        <span className={styles.actions}>
          <Link
            to="/admin/user/$id/edit"
            params={{ id: u.id }}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            aria-label={m.admin_edit_name({ name: u.name })}
          >
            {m.admin_edit()}
          </Link>
          {u.id === me?.id ? (
            // Disabled with its reason in view, rather than a button that fails when tapped.
            <Button variant="ghost" size="sm" disabled aria-label={m.admin_delete_name({ name: u.name })} aria-describedby={selfHintId}>
              {m.admin_delete()}
            </Button>
          ) : (
            <Button variant="ghost" size="sm" className={styles.danger} aria-label={m.admin_delete_name({ name: u.name })} onClick={() => setToDelete(u)}>
              {m.admin_delete()}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader eyebrow={m.admin_eyebrow()} title={m.admin_users_title()} intro={m.admin_users_intro({ count: users.length })} />
      <div className={styles.tools}>
        <TextField
          label={m.admin_find_user()}
          type="search"
          name="q"
          placeholder={m.admin_name_or_email()}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          autoComplete="off"
        />
        <p id={selfHintId} className={styles.selfHint}>
          {m.admin_another_admin_can({ reason: messages.cannotDeleteSelf })}
        </p>
      </div>
      <DataTable
        caption={m.admin_users_title()}
        columns={columns}
        rows={shown}
        rowKey={(u) => u.id}
        empty={query ? m.admin_no_user_matches({ query }) : m.admin_no_users()}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={toDelete ? m.admin_delete_name_question({ name: toDelete.name }) : m.admin_delete_user_question()}
        description={m.admin_delete_user_intro()}
        confirmLabel={m.admin_delete()}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </>
  );
}
