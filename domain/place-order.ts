// The step-by-step checkout (/shipping → /payment → /place-order) never asks for a phone number,
// yet an order carries one (spec §3). The spec says a hard-coded number is sent from
// /place-order; this is it, in one place, so the server's orders and any report can recognise
// orders that came through the steps (the one-page /checkout sends the shopper's own number).
export const STEPS_CHECKOUT_PHONE = '000-000-0000';
