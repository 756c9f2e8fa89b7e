import { apiPathKey, FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_FRESH_MS, type FirstScreenData } from '#domain/first-screen.ts';

// The API answers the server sent inside the page for its first screen (domain/first-screen.ts).
// Each is taken once, by the first read of its path, and only while they are fresh: a page shown
// again from the browser's cache, or a tab left open, asks the server like any other.

let answers: Map<string, unknown> | undefined;

function read(): Map<string, unknown> {
  const text = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return new Map();
  try {
    const data = JSON.parse(text) as Partial<FirstScreenData>;
    const age = Date.now() - Number(data.servedAt);
    if (!(Math.abs(age) <= FIRST_SCREEN_FRESH_MS) || !data.answers) return new Map();
    return new Map(Object.entries(data.answers));
  } catch {
    return new Map();
  }
}

/** The page's own answer for a public GET of `path`, or undefined: then ask the server. */
export function takeFirstScreenAnswer(path: string): unknown {
  if (performance.now() > FIRST_SCREEN_FRESH_MS) return undefined;
  answers ??= read();
  const key = apiPathKey(path);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}
