import * as v from 'valibot';

/** What a page reports when it had to recover from an error of its own (issue 26: a hydration error). */
export const CLIENT_ERROR_KINDS = ['hydration'] as const;

export const clientErrorSchema = v.strictObject({
  kind: v.picklist(CLIENT_ERROR_KINDS),
  message: v.pipe(v.string(), v.maxLength(500)),
  page: v.pipe(v.string(), v.startsWith('/'), v.maxLength(300)),
});

export type ClientError = v.InferOutput<typeof clientErrorSchema>;
