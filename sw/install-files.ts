// What the service worker's install holds (issue 26): the app shell (its page, the entry's script
// and styles), the page's own icon, the offline picture and the offline plan. A few files, most of
// them in the browser's HTTP cache already from the page being shown, so the worker takes control
// within seconds of the page being interactive even on a poor line. The install sheet's large icons
// (70 KB, 1.5 s of such a line) and everything else: offline-files.ts, after.
const INSTALL_FILES = [
  /^index\.html$/,
  /^offline-plan\.json$/,
  /^manifest\.webmanifest$/,
  /^icons\/icon(\.svg|-192\.png)$/,
  /^images\/placeholder-bottle\.svg$/,
  /^assets\/(shell|rolldown-runtime)-[\w-]+\.(js|css)$/,
];

export const isInstallFile = (url: string) => INSTALL_FILES.some((pattern) => pattern.test(url));
