/**
 * React Router's loader data, handed to the browser in one inline script.
 *
 * React Router's `<ServerRouter>` streams its hydration data (a turbo-stream) through a chain of
 * Suspense boundaries rendered after `</html>`, one `<script>` per chunk, which React's streaming
 * renderer places in the body. Preact's renderer (the page renders with Preact, README
 * "Architecture") moves a suspended part into its place with a custom element that looks for
 * marker comments, and markers after `</html>` are parsed only once the document has ended: the
 * scripts never ran and the page never hydrated. The server therefore reads the whole hand-off
 * before rendering (the loaders have already run, and none returns a promise to stream), renders
 * without the boundaries, and writes the same `enqueue` and `close` calls in one script at the end
 * of the body (lib/boot-after-paint.ts).
 */
export async function readHandoff(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let read = await reader.read(); !read.done; read = await reader.read())
    text += decoder.decode(read.value, { stream: true });
  return text + decoder.decode();
}

/** Escapes what could end or open markup inside an inline script (as React Router does). */
const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** The script body that feeds React Router's client the hand-off text and closes its stream. */
export function handoffScript(text: string): string {
  const json = JSON.stringify(text).replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]!);
  return `window.__reactRouterContext.streamController.enqueue(${json});window.__reactRouterContext.streamController.close();`;
}
