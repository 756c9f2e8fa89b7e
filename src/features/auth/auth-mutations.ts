// Login and registration calls (spec §7) and what follows them (spec §8): the session is
// saved and a toast says so; a failure shows the server's message, or its raw data.
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import type { LoginInput, RegisterInput } from '#domain/schemas/auth.ts';
import type { SessionResponse } from '#domain/schemas/user.ts';
import { api, ApiError, messageOf } from '#src/platform/api-client.ts';
import { saveSession } from '#src/platform/session/session.ts';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return messageOf(error.data, error.message);
  return messages.genericError;
}

export function useLoginMutation(onSignedIn?: () => void) {
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<SessionResponse>('/api/users/login', input),
    onSuccess: (response) => {
      saveSession(response);
      toast.success(messages.loggedIn);
      onSignedIn?.();
    },
    onError: (error) => toast.error(failureMessage(error)),
  });
}

export function useRegisterMutation(onSignedIn?: () => void) {
  return useMutation({
    mutationFn: ({ name, email, password }: RegisterInput) => api.post<SessionResponse>('/api/users/register', { name, email, password }),
    onSuccess: (response) => {
      saveSession(response);
      toast.success(messages.registered);
      onSignedIn?.();
    },
    onError: (error) => toast.error(failureMessage(error)),
  });
}
