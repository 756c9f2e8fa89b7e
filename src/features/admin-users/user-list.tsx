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
      header: 'Name',
      role: 'title',
      cell: (u) => (
        <span className={styles.name}>
          {u.name}
          {u.id === me?.id ? <span className={styles.you}>You</span> : null}
        </span>
      ),
    },
    { key: 'email', header: 'Email', cell: (u) => <a href={`mailto:${u.email}`} className={styles.email}>{u.email}</a> },
    { key: 'admin', header: 'Admin', cell: (u) => (u.isAdmin ? <span className={styles.admin}>Admin</span> : <span className={styles.shopper}>Shopper</span>) },
    {
      key: 'actions',
      header: 'Actions',
      role: 'actions',
      hiddenHeader: true,
      cell: (u) => (
        <span className={styles.actions}>
          <Link to="/admin/user/$id/edit" params={{ id: u.id }} className={buttonClass({ variant: 'secondary', size: 'sm' })} aria-label={`Edit ${u.name}`}>
            Edit
          </Link>
          {u.id === me?.id ? (
            // Disabled with its reason in view, rather than a button that fails when tapped.
            <Button variant="ghost" size="sm" disabled aria-label={`Delete ${u.name}`} aria-describedby={selfHintId}>
              Delete
            </Button>
          ) : (
            <Button variant="ghost" size="sm" className={styles.danger} aria-label={`Delete ${u.name}`} onClick={() => setToDelete(u)}>
              Delete
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader eyebrow="Atelier" title="Users" intro={`${users.length} ${users.length === 1 ? 'account' : 'accounts'}, newest first`} />
      <div className={styles.tools}>
        <TextField label="Find a user" type="search" name="q" placeholder="Name or email" value={query} onChange={(e) => setQuery(e.currentTarget.value)} autoComplete="off" />
        <p id={selfHintId} className={styles.selfHint}>
          {messages.cannotDeleteSelf}: another admin can.
        </p>
      </div>
      <DataTable caption="Users" columns={columns} rows={shown} rowKey={(u) => u.id} empty={query ? `No user matches “${query}”.` : 'No users yet.'} />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={toDelete ? `Delete ${toDelete.name}?` : 'Delete user?'}
        description="The account and its reviews are removed for good. Orders it placed stay, with the name and email they were placed with."
        confirmLabel="Delete"
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </>
  );
}
