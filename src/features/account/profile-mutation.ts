import * as m from '#messages';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { messages } from '#domain/messages.ts';
import type { ProfileInput } from '#domain/schemas/profile.ts';
import type { SessionResponse } from '#domain/schemas/user.ts';
import { api, ApiError, newIdempotencyKey } from '#src/platform/api-client.ts';
import { sendOrQueue, type SendResult } from '#src/platform/outbox/outbox-store.ts';
import { saveSession } from '#src/platform/session/session.ts';

/** What a failed profile update tells the shopper (spec §8). */
export function profileFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return messages.genericError;
  // Sent without a token (it expired on this device): only signing in again helps.
  if (error.message === messages.noToken) return messages.profileReLogin;
  return error.message;
}

const PROFILE_PATH = '/api/users/profile';

/**
 * A password (new or current) is never kept on the device to be sent later: a change of email
 * or password needs a connection now. A name change made offline waits in the outbox (DESIGN §4).
 */
async function sendProfile(input: ProfileInput): Promise<SendResult<SessionResponse>> {
  const idempotencyKey = newIdempotencyKey();
  if (input.password === undefined && input.currentPassword === undefined) {
    return sendOrQueue<SessionResponse>({
      kind: 'profile',
      method: 'PUT',
      path: PROFILE_PATH,
      body: input,
      idempotencyKey,
      label: m.account_profile_change(),
      sentMessage: messages.profileUpdated,
      refreshesSession: true,
    });
  }
  try {
    return { queued: false, data: await api.put<SessionResponse>(PROFILE_PATH, input, { idempotencyKey }) };
  } catch (error) {
    if (error instanceof ApiError && error.isNetwork) {
      throw new ApiError(error.status, input.password === undefined ? messages.accountChangeNeedsNetwork : messages.passwordNeedsNetwork);
    }
    throw error;
  }
}

/**
 * PUT /api/users/profile. The answer carries a fresh token: it replaces the stored session, so
 * the navbar greets the shopper by the new name at once.
 */
export function useUpdateProfile(onUpdated: () => void) {
  return useMutation({
    mutationFn: sendProfile,
    onSuccess: (result) => {
      if (result.queued) toast.success(messages.savedOffline);
      else {
        saveSession(result.data);
        toast.success(messages.profileUpdated);
      }
      onUpdated();
    },
    onError: (error) => toast.error(profileFailure(error)),
  });
}
