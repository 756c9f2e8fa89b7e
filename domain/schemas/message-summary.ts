/** GET /api/messages/summary (admin, issue 22): mail the shop has not managed to send. */
export type MessageSummary = {
  /** Queued and not sent yet (retrying, or just queued). */
  waiting: number;
  /** Given up after 24 hours of failures, or refused for good by the mail server. */
  givenUp: number;
  oldestWaitingSeconds: number | null;
  lastError: string | null;
};
