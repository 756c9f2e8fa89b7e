import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import type { AdminUserUpdate, User } from '#domain/schemas/user.ts';
import { api, ApiError, messageOf, newIdempotencyKey } from '#src/platform/api-client.ts';
import { isSessionExpired, useSessionExpired } from '#src/platform/session/session-expiry.ts';
import { adminUserKeys } from './admin-user-queries.ts';

/** The server's reason (e.g. 'You cannot delete your own account'); an expired session signs in again. */
function useFailure() {
  const sessionExpired = useSessionExpired();
  return (error: unknown) => {
    if (isSessionExpired(error)) return sessionExpired();
    toast.error(error instanceof ApiError ? messageOf(error.data, error.message) : messages.genericError);
  };
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const onError = useFailure();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: AdminUserUpdate; idempotencyKey: string }) =>
      api.put<User>(`/api/users/${encodeURIComponent(id)}`, input, { idempotencyKey }),
    onSuccess: (user) => {
      toast.success(messages.userUpdated);
      queryClient.setQueryData(adminUserKeys.detail(id), user);
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.list() });
      void navigate({ to: '/admin/userlist' });
    },
    onError,
  });
}

export function useDeleteUser(onDeleted: () => void) {
  const queryClient = useQueryClient();
  const onError = useFailure();
  return useMutation({
    mutationFn: (user: User) => api.delete<{ message: string }>(`/api/users/${encodeURIComponent(user.id)}`, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (_, user) => {
      toast.success(messages.userDeleted);
      queryClient.removeQueries({ queryKey: adminUserKeys.detail(user.id) });
      void queryClient.invalidateQueries({ queryKey: adminUserKeys.list() });
      onDeleted();
    },
    onError,
  });
}
