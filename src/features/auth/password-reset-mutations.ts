// Forgot and reset password (issue 22): the two calls and what the shopper is told after them.
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import type { ForgotPasswordInput } from '#domain/schemas/password-reset.ts';
import { api, ApiError, messageOf } from '#src/platform/api-client.ts';

/** The server's words for a refusal (an expired link, a weak password), else a generic one. */
export const resetFailureMessage = (error: unknown) => (error instanceof ApiError ? messageOf(error.data, error.message) : messages.genericError);

/** Always the same answer for any address: the page then says to check the inbox. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.post<{ message: string }>('/api/users/forgot-password', input),
    onError: (error) => toast.error(resetFailureMessage(error)),
  });
}

/** No session comes back: the shopper signs in again with the new password. */
export function useResetPasswordMutation(onDone: () => void) {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => api.post<{ message: string }>('/api/users/reset-password', input),
    onSuccess: () => {
      toast.success(messages.passwordResetDone);
      onDone();
    },
  });
}
