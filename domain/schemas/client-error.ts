import * as v from 'valibot';

/** What a page reports when it had to recover from an error of its own (issue 26: a hydration error). */
export const CLIENT_ERROR_KINDS = ['hydration'] as const;

const MESSAGE_MAX = 500;
const PAGE_MAX = 300;

export const clientErrorSchema = v.strictObject({
  kind: v.picklist(CLIENT_ERROR_KINDS),
  message: v.pipe(v.string(), v.maxLength(MESSAGE_MAX)),
  page: v.pipe(v.string(), v.startsWith('/'), v.maxLength(PAGE_MAX)),
});

/** The largest report a page can send: each character of its texts a six-byte JSON escape, and room for the rest. */
export const CLIENT_ERROR_BODY_MAX = (MESSAGE_MAX + PAGE_MAX) * 6 + 256;

export type ClientError = v.InferOutput<typeof clientErrorSchema>;
