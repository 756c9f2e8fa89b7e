// What the service worker's install holds (issue 26): the app shell (its page, the entry's script
// and styles) and the offline plan. Workbox's precache fetches its files one after the other (each
// a round trip of a poor line; workbox#2528 says why), and the shell's script and styles are in the
// browser's HTTP cache already from the page being shown, so the install is a couple of round trips
// and the worker takes control within seconds of the page being interactive. The small files the
// app names by a fixed path (the web manifest, its icons, the offline picture) are kept right after,
// six at a time with the first of the rest (offline-files.ts); the install sheet's large icons and
// everything else follow.
const INSTALL_FILES = [/^index\.html$/, /^offline-plan\.json$/, /^assets\/(shell|rolldown-runtime)-[\w-]+\.(js|css)$/];

/** Kept first once in control, each under its build revision (their names carry no hash). */
// The French worker names the site's own icons and picture from the root (`/icons/…`: vite.config.ts).
const FIXED_PATH_FILES = [/^manifest\.webmanifest$/, /^\/?icons\/icon(\.svg|-192\.png)$/, /^\/?images\/placeholder-bottle\.svg$/];

export const isInstallFile = (url: string) => INSTALL_FILES.some((pattern) => pattern.test(url));
export const isFixedPathFile = (url: string) => FIXED_PATH_FILES.some((pattern) => pattern.test(url));

/** The cache key of a fixed-path file of one build: `/icons/icon.svg?rev=…`. */
export const revisionedKey = (path: string, revision: string | null | undefined) => `${path}?rev=${encodeURIComponent(revision ?? 'none')}`;
