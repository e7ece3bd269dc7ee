/**
 * Runs `hydrate` (synchronous, as Preact's is), then puts back in `<head>` the stylesheets,
 * preloads and styles that scripts added before it and that it took out.
 *
 * Preact's hydration removes the nodes of an element that its render does not hold. In `<head>`,
 * scripts add some before the page hydrates: the module preloads of lib/boot-after-paint.ts, and
 * Vite's stylesheet and preload links for a chunk imported early (the world map starts Leaflet's
 * download while the page's modules run). Vite waits for such a stylesheet to load before the
 * import settles: taken out, the stylesheet never loaded, the import never settled and the map
 * never appeared (about one load in five); had it loaded, its styles would have gone.
 */
export function keepHeadNodesAddedByScripts(hydrate: () => void): void {
  const before = [...document.head.querySelectorAll('link, style')];
  hydrate();
  for (const node of before) if (!node.isConnected) document.head.appendChild(node);
}
