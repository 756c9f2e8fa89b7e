import { apiPathKey, FIRST_SCREEN_ELEMENT_ID } from '#domain/first-screen.ts';

// The API answers the server sent inside the page for its first screen (domain/first-screen.ts).
// Each is taken once, by the first read of its path, and only while the page is fresh: a tab
// left open asks the server again like any other.
const FRESH_FOR_MS = 30_000;

let answers: Map<string, unknown> | undefined;

function read(): Map<string, unknown> {
  const text = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

/** The page's own answer for a public GET of `path`, or undefined: then ask the server. */
export function takeFirstScreenAnswer(path: string): unknown {
  if (performance.now() > FRESH_FOR_MS) return undefined;
  answers ??= read();
  const key = apiPathKey(path);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}
