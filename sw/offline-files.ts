/// <reference lib="webworker" />
// The build's files beyond the small install, and the pages offline browsing needs (issue 26).
// Workbox precaching is all or nothing inside `install`: with the whole build (about 180 files) a
// poor line kept the worker out of control for over a minute, and offline was the browser's error
// page meanwhile. So the install holds only the shell (sw.ts), the worker takes control, and this
// fills the rest in the background: first what the open page loaded and what browsing needs
// (offline-plan.json, built from the import graph), then the pages, then everything else. It asks
// for few files at a time and stands aside while the shopper's own requests are on the line, and
// it is resumable: what is already kept is skipped, so a dropped connection loses nothing.
import { matchPrecache } from 'workbox-precaching';
import { OFFLINE_PLAN_PATH, type OfflinePlan } from '#domain/service-worker-messages.ts';
import { inBuild, OWN_CACHE_PREFIX } from './build-base.ts';
import { isSharedAnswer } from './cacheable-response.ts';
import { tellWindows } from './window-messages.ts';

declare const self: ServiceWorkerGlobalScope;

/**
 * Built files have their content's hash in their name: one cache serves every build of this
 * language (each language's worker clears what its own builds no longer name).
 */
export const FILES_CACHE = `${OWN_CACHE_PREFIX}files`;
/**
 * Fetches at a time. The first part is a hundred small files, so round trips, not bytes, are its
 * time: as many as a browser opens to one host. The rest goes two at a time. Either stands aside
 * while the page fetches (shopperIsFetching).
 */
const FIRST_AT_ONCE = 6;
const REST_AT_ONCE = 2;
/** How long the shopper's request is given the line to itself, after it was made (3 round trips). */
const STAND_ASIDE_MS = 1200;

let shopperBusyUntil = 0;
/** The page asked for something of its own (a navigation, an API call): the background waits. */
export function shopperIsFetching(): void {
  shopperBusyUntil = Date.now() + STAND_ASIDE_MS;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function lineIsFree(): Promise<void> {
  while (Date.now() < shopperBusyUntil) await pause(shopperBusyUntil - Date.now());
}

const saveData = () => Boolean((navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection?.saveData);

/** Keeps `url` under `key` (itself, or a fixed-path file's revisioned key). */
async function keepFile(cache: Cache, url: string, key = url): Promise<void> {
  if (await cache.match(key)) return;
  await lineIsFree();
  const response = await fetch(url, { priority: 'low' } as RequestInit);
  if (response.ok) await cache.put(key, response);
  else throw new Error(`${url}: ${response.status}`);
}

async function keepPage(pagesCache: Cache, path: string): Promise<void> {
  const request = new Request(path, { headers: { accept: 'text/html' } });
  if (await pagesCache.match(request)) return;
  await lineIsFree();
  const response = await fetch(request, { priority: 'low' } as RequestInit);
  if (isSharedAnswer(request, response)) await pagesCache.put(request, response);
}

/** Runs `work` over `items`, `atOnce` at a time; the first failure (offline) stops the rest. */
async function eachAtMost<T>(items: T[], atOnce: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(atOnce, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

async function readPlan(): Promise<OfflinePlan> {
  const response = await matchPrecache(inBuild(OFFLINE_PLAN_PATH.slice(1)));
  return response ? ((await response.json()) as OfflinePlan) : { first: [], pages: [] };
}

type Wanted = { files: string[]; pages: string[] };
let running: Promise<void> | undefined;
let wanted: Wanted = { files: [], pages: [] };
let ready = false;

type Build = { allFiles: string[]; fixedPathFiles: Array<{ path: string; key: string }>; pagesCache: string };

/** What windows asked to keep since it was last taken, or nothing. */
function takeWanted(): Wanted | undefined {
  if (wanted.files.length === 0 && wanted.pages.length === 0) return undefined;
  const take = wanted;
  wanted = { files: [], pages: [] };
  return take;
}

/**
 * Keeps what offline needs, `also` first (what a window loaded). One run at a time: a window's
 * request during a run is taken by that run at its next step, before anything else (the page the
 * shopper has open is kept before "ready" is said, and before the rest of the build).
 */
export function keepForOffline(build: Build, also: Wanted = { files: [], pages: [] }): Promise<void> {
  wanted = { files: [...also.files, ...wanted.files], pages: [...also.pages, ...wanted.pages] };
  if (running) return running;
  running = fill(build)
    .catch(() => undefined)
    .finally(() => {
      running = undefined;
      // Asked for after the run's last look: a run of its own.
      if (wanted.files.length > 0 || wanted.pages.length > 0) void keepForOffline(build);
    });
  return running;
}

async function fill({ allFiles, fixedPathFiles, pagesCache }: Build): Promise<void> {
  const plan = await readPlan();
  const known = new Set([...allFiles, ...fixedPathFiles.map((file) => file.key)]);
  const files = await caches.open(FILES_CACHE);
  const pages = await caches.open(pagesCache);
  const keepAsked = async (take: Wanted) => {
    await eachAtMost(
      take.files.filter((file) => known.has(file)),
      FIRST_AT_ONCE,
      (file) => keepFile(files, file),
    );
    await eachAtMost([...new Set(take.pages)], 2, (page) => keepPage(pages, page));
  };
  const first = takeWanted() ?? { files: [], pages: [] };
  const firstFiles = [...new Set([...first.files.filter((file) => known.has(file)), ...plan.first.filter((file) => known.has(file))])];
  const firstKept = [...fixedPathFiles, ...firstFiles.map((path) => ({ path, key: path }))];
  await eachAtMost(firstKept, FIRST_AT_ONCE, ({ path, key }) => keepFile(files, path, key));
  await eachAtMost([...new Set([...first.pages, ...plan.pages])], 2, (page) => keepPage(pages, page));
  for (let more = takeWanted(); more; more = takeWanted()) await keepAsked(more);
  // Said after every run (the windows say it to the shopper once): a window that asked late hears it.
  ready = true;
  await tellWindows({ type: 'OFFLINE_READY', everything: false });
  if (saveData()) return;
  await eachAtMost(allFiles, REST_AT_ONCE, async (file) => {
    const more = takeWanted();
    if (more) await keepAsked(more);
    await keepFile(files, file);
  });
  await tellWindows({ type: 'OFFLINE_READY', everything: true });
  // Files of older builds go once this one's are all kept.
  for (const request of await files.keys()) {
    const url = new URL(request.url);
    if (!known.has(url.pathname + url.search)) await files.delete(request);
  }
}

/** Whether everything offline browsing needs was kept (a window that asks late still hears it). */
export const offlineReady = () => ready;
