import type { Context } from 'hono';
import * as v from 'valibot';
import { messages } from '#domain/messages.ts';
import { issuesOf } from '#domain/schemas/validation.ts';
import { badRequest, HttpError } from './http-error.ts';

const utf8 = new TextDecoder();

/** Parses a JSON body against a domain schema: 415 for another media type, 400 for bad JSON or input. */
export async function readJson<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(415, messages.sendJson);
  }
  // As bytes, decoded here: the Idempotency-Key's hash (idempotency.ts) read the body as bytes
  // already, and Hono answers a read of another kind by building a whole web Response around them.
  const text = utf8.decode(await c.req.arrayBuffer());
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest(messages.malformedJson);
  }
  return parseInput(schema, data);
}

export function parseInput<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    const issues = issuesOf(result);
    throw badRequest(issues[0]?.message ?? messages.invalidInput, issues);
  }
  return result.output;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name a row, so it is a 404 rather than a database error. */
export function readId(c: Context, name: string, notFoundMessage: string): string {
  const id = c.req.param(name) ?? '';
  if (!uuidPattern.test(id)) throw new HttpError(404, notFoundMessage);
  return id.toLowerCase();
}

export const isUuid = (value: string) => uuidPattern.test(value);
