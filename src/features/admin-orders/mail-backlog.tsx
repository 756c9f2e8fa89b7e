import { useQuery } from '@tanstack/react-query';
import { messages } from '#domain/messages.ts';
import { Notice } from '#src/ui/notice.tsx';
import { messageSummaryQueryOptions } from './admin-order-queries.ts';

/**
 * One line on the admin's orders screen when the shop's mail is not going out (issue 22):
 * messages waiting, or given up after 24 hours, with the mail server's last words. Nothing
 * when all is sent, and nothing in the way of the orders while it loads.
 */
export function MailBacklog() {
  const { data } = useQuery(messageSummaryQueryOptions());
  if (!data || (data.waiting === 0 && data.givenUp === 0)) return null;
  const parts = [
    data.waiting > 0 ? messages.messagesWaiting(data.waiting) : null,
    data.givenUp > 0 ? messages.messagesGivenUp(data.givenUp) : null,
    data.lastError ? messages.messagesLastError(data.lastError) : null,
  ];
  return <Notice tone={data.givenUp > 0 ? 'danger' : 'warning'}>{parts.filter(Boolean).join('. ')}</Notice>;
}
