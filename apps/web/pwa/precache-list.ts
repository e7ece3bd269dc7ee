/**
 * What the service worker keeps at install for the treasure hunt to open offline: the scripts and
 * stylesheets of the entry, the root and site layouts and the two hunt routes (page and `/pip`), with
 * everything they import, statically or lazily (the language strings, the search palette's chunk…),
 * read from the client build's Vite manifest, and React Router's route manifest.
 */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const CLIENT_ROUTE = '?__react-router-build-client-route';

/** The modules a hunt page needs: the client entry, the layouts above the hunt, the hunt's routes. */
export const HUNT_MODULES = [
  'app/entry.client.tsx',
  `app/root.tsx${CLIENT_ROUTE}`,
  `app/routes/layout.tsx${CLIENT_ROUTE}`,
  `app/routes/tools.treasure-hunt.tsx${CLIENT_ROUTE}`,
  `app/routes/pip.tools.treasure-hunt.tsx${CLIENT_ROUTE}`,
];

/** Files (relative to the client build folder) of `roots` and all they import; a missing root is an error. */
export function precacheFiles(manifest: Record<string, ManifestChunk>, roots: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const root of roots) {
    if (!manifest[root]) throw new Error(`the client build has no ${root}: the offline treasure hunt would miss it`);
    visit(root);
  }
  return [...files].sort();
}
