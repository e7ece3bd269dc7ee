import { Suspense, useRef, type ReactElement } from 'react';

/**
 * Hydration in slices. React hydrated a page in 5 ms slices; Preact hydrates in one task, which on
 * a phone blocked the main thread for 250–400 ms (Lighthouse's TBT at CPU ×4). A part wrapped in
 * `<HydrateLater>` is left as the server drew it while the page hydrates and hydrated in a task of
 * its own right after (Preact keeps a suspended part's server DOM during hydration): the header,
 * the menu, the page and a list's rows each take one task. Its child must be one element (Preact
 * keeps a suspended part's first node only). Outside the page's first hydration it renders its
 * child at once.
 */
let hydrating = false;

/** Runs the page's first hydration with the slices on (entry.client.tsx; Preact's is synchronous). */
export function hydrateInSlices(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

interface Wait {
  done: boolean;
  promise: Promise<void>;
}

/**
 * A wait that ends in a task of its own. The part resumes in that task (Preact renders it in the
 * task's microtasks), still hydrating: a `<HydrateLater>` inside it (a list's rows inside the page)
 * waits for a further task. The flag drops with the next task.
 */
function nextTask(): Wait {
  const wait: Wait = { done: false, promise: Promise.resolve() };
  wait.promise = new Promise((resolve) =>
    setTimeout(() => {
      hydrating = true;
      wait.done = true;
      resolve();
      setTimeout(() => {
        hydrating = false;
      });
    }),
  );
  return wait;
}

function Gate({ wait, children }: { wait: Wait | null; children: ReactElement }) {
  if (wait && !wait.done) throw wait.promise;
  return children;
}

export function HydrateLater({ children }: { children: ReactElement }) {
  const wait = useRef<Wait | null | undefined>(undefined);
  if (wait.current === undefined) wait.current = hydrating ? nextTask() : null;
  return (
    <Suspense fallback={null}>
      <Gate wait={wait.current}>{children}</Gate>
    </Suspense>
  );
}
