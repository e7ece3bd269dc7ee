/**
 * Work that makes the first requests faster but need not delay readiness (indexes of the game data,
 * schema validators): queued while the app is made, run once the server listens, one task per
 * event-loop turn so requests are answered between them. Each task is also done on first use.
 */
const tasks: (() => void)[] = [];

export function afterListening(task: () => void): void {
  tasks.push(task);
}

/** Runs the queued tasks (main.ts, once the server listens). */
export function runAfterListening(): void {
  const next = () => {
    const task = tasks.shift();
    if (!task) return;
    task();
    setImmediate(next);
  };
  setImmediate(next);
}
