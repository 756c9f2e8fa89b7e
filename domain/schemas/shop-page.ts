// The shop's own pages (issue 27, point 8) and the contact form that writes to the shop.
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { emailField, formObject, longText, personNameField } from './fields.ts';

/** GET /api/shop-pages/:slug: the page's words, rendered from its Markdown on the server. */
export type ShopPageView = { slug: string; title: string; description: string; html: string };

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;

/** POST /api/contact (JSON from the app, or the page's own form without JavaScript). */
export const contactMessageSchema = formObject({
  name: personNameField,
  email: emailField,
  message: v.pipe(
    longText(CONTACT_MESSAGE_MAX, () => messages.contactMessageRequired),
    v.minLength(CONTACT_MESSAGE_MIN, () => messages.contactMessageTooShort),
  ),
});
export type ContactMessageInput = v.InferOutput<typeof contactMessageSchema>;
