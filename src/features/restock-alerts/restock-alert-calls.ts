// "Notify me" (issue 23): the calls and what the shopper is told after them. Online only: an
// alert is a promise the shop makes, not a change the outbox can hold for later.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import type { RestockAlertView } from '#domain/schemas/restock-alert.ts';
import { api } from '#src/platform/api-client.ts';
import { failureMessage } from '#src/platform/failure-message.ts';
import { isOnline } from '#src/platform/online-status.ts';
import { useSession } from '#src/platform/session/session.ts';

export const restockAlertsKey = (userId: string | undefined) => ['restock-alerts', userId] as const;

function refuseOffline(): void {
  if (!isOnline()) throw new Error(messages.restockNeedsNetwork);
}

/** The signed-in shopper's live alerts (none when signed out). */
export function useRestockAlerts() {
  const user = useSession();
  return useQuery({
    queryKey: restockAlertsKey(user?._id),
    queryFn: () => api.get<RestockAlertView[]>('/api/restock-alerts'),
    enabled: Boolean(user),
  });
}

/** Signed in: one tap sets or ends the alert. */
export function useToggleRestockAlert(productId: string) {
  const user = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      refuseOffline();
      const path = `/api/products/${productId}/restock-alerts`;
      return on ? api.post<{ message: string }>(path, {}) : api.delete<{ message: string }>(path);
    },
    onSuccess: (answer) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: restockAlertsKey(user?._id) });
    },
    onError: (error) => toast.error(failureMessage(error)),
  });
}

/** Signed out: an address, then "Check your inbox" whatever it is. */
export function useAddressRestockAlert(productId: string) {
  return useMutation({
    mutationFn: async (email: string) => {
      refuseOffline();
      return api.post<{ message: string }>(`/api/products/${productId}/restock-alerts`, { email }, { token: null });
    },
  });
}
