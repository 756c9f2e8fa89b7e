import { queryOptions } from '@tanstack/react-query';
import type { User } from '#domain/schemas/user.ts';
import { api } from '#src/platform/api-client.ts';
import { USER_QUERY_STALE_MS } from '#src/platform/query-client.ts';

// spec §7: the user list and a user are cached 5 s; an update refreshes the list.
export const adminUserKeys = {
  all: ['admin-users'] as const,
  list: () => [...adminUserKeys.all, 'list'] as const,
  detail: (id: string) => [...adminUserKeys.all, 'detail', id] as const,
};

export const adminUserListQueryOptions = () =>
  queryOptions({
    queryKey: adminUserKeys.list(),
    queryFn: ({ signal }) => api.get<User[]>('/api/users', { signal }),
    staleTime: USER_QUERY_STALE_MS,
  });

export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => api.get<User>(`/api/users/${encodeURIComponent(id)}`, { signal }),
    staleTime: USER_QUERY_STALE_MS,
  });
