/**
 * Paintings waiting for the main thread, run in order a few at a time: each turn stops after
 * `budgetMs` and yields (a new task), so painting a whole view never blocks the page for long on a
 * slow phone.
 */
export function createPaintQueue(budgetMs: number, yieldToPage: (run: () => void) => void, now: () => number = () => performance.now()) {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const turn = () => {
    const started = now();
    do waiting.shift()?.();
    while (waiting.length > 0 && now() - started < budgetMs);
    if (waiting.length > 0) yieldToPage(turn);
    else scheduled = false;
  };
  return (paint: () => void) => {
    waiting.push(paint);
    if (scheduled) return;
    scheduled = true;
    yieldToPage(turn);
  };
}

/** The map's tiles: 8 ms of painting per task. */
export const paintSoon = createPaintQueue(8, (run) => setTimeout(run, 0));
