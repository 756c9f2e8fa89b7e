// What the service worker's install holds (issue 26): the app shell (its page, the entry's script
// and styles), the icons, the offline picture and the offline plan. A few files, most of them in
// the browser's HTTP cache already from the page being shown, so the worker takes control within
// seconds of the page being interactive even on a poor line. Everything else: offline-files.ts.
const INSTALL_FILES = [/^index\.html$/, /^offline-plan\.json$/, /^manifest\.webmanifest$/, /^icons\//, /^images\//, /^assets\/(shell|rolldown-runtime)-[\w-]+\.(js|css)$/];

export const isInstallFile = (url: string) => INSTALL_FILES.some((pattern) => pattern.test(url));
