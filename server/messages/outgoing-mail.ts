/** One mail, ready to go: both parts and the headers (compose-mail.ts), as it crosses to the mail worker. */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
  headers: Record<string, string>;
};
