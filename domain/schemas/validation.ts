// Turns valibot issues into the contract's error shape (DESIGN §3: `issues: [{ path, message }]`)
// so the server's 400 body and the client's inline errors speak the same language.
import * as v from 'valibot';
import { messages } from '../messages.ts';

// A check of ours that names no message of its own says "Invalid input", in the language being
// spoken. Valibot's own words ('Invalid type: Expected "hydration" but received "…"') quote what
// the client sent, and an answer never says back what it was sent (issue 49, point 1).
v.setGlobalMessage(() => messages.invalidInput);

export type FieldIssue = { path: string; message: string };

/** The API's error body. */
export type ApiError = { message: string; issues?: FieldIssue[] };

type IssueSource = { readonly issues?: ReadonlyArray<v.BaseIssue<unknown>> | undefined } | ReadonlyArray<v.BaseIssue<unknown>> | undefined;

function issueList(source: IssueSource): ReadonlyArray<v.BaseIssue<unknown>> {
  if (source === undefined) return [];
  if (Array.isArray(source)) return source as ReadonlyArray<v.BaseIssue<unknown>>;
  return (source as { readonly issues?: ReadonlyArray<v.BaseIssue<unknown>> }).issues ?? [];
}

/** `[{ path: 'orderItems.0.qty', message }]`; a whole-input issue has path ''. */
export function issuesOf(source: IssueSource): FieldIssue[] {
  return issueList(source).map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message }));
}

/** The first message, e.g. for a toast; undefined when the input was valid. */
export function firstMessage(source: IssueSource): string | undefined {
  return issueList(source)[0]?.message;
}

/** First message per field, for forms that show one line under each input. */
export function fieldErrors(source: IssueSource): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { path, message } of issuesOf(source)) {
    if (!Object.hasOwn(errors, path)) errors[path] = message;
  }
  return errors;
}
