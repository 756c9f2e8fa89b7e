// Reading Vite's manifest (build.manifest in vite.config.ts): which files a set of modules needs.
// TanStack Router's split files are keyed `src/routes/<file>.tsx?tsr-split=<parts>`, and the
// part holding the page is the one named `component…` (scripts/build/code-splitting.ts).

type ManifestEntry = { file: string; imports?: string[]; css?: string[] };
export type ViteManifest = Record<string, ManifestEntry>;

/** Manifest entries with these keys and everything they import: their JS and CSS files (as in the manifest, no leading slash). */
export function filesOf(manifest: ViteManifest, keys: Iterable<string>): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    scripts.add(entry.file);
    for (const css of entry.css ?? []) styles.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The manifest keys of the split files that hold the pages of these route modules. */
export function pageKeysOf(manifest: ViteManifest, routeModules: readonly string[]): string[] {
  return Object.keys(manifest).filter((key) => routeModules.some((module) => key.startsWith(`${module}?tsr-split=component`)));
}
