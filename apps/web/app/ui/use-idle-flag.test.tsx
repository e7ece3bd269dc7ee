import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleLoaded } from './IdleLoaded';

/** The browser's idle periods, run by the test one at a time. */
let idlePeriods: (() => void)[] = [];
beforeEach(() => {
  idlePeriods = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idlePeriods.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const Control = ({ name }: { name: string }) => <p>{name} ready</p>;
const load = () => Promise.resolve(Control);

async function nextIdlePeriod() {
  const waiting = idlePeriods;
  idlePeriods = [];
  await act(async () => {
    for (const run of waiting) run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('controls swapped in when the browser is idle', () => {
  it('swaps one control per idle period, so no task draws them all', async () => {
    render(
      <>
        <IdleLoaded load={load} props={{ name: 'world' }} />
        <IdleLoaded load={load} props={{ name: 'clue' }} />
        <IdleLoaded load={load} props={{ name: 'sub-area' }} />
      </>,
    );
    await nextIdlePeriod(); // the idle flags: the modules are fetched
    const shown = () => screen.queryAllByText(/ready/).length;
    expect(shown()).toBe(0);
    await nextIdlePeriod();
    expect(shown()).toBe(1);
    await nextIdlePeriod();
    expect(shown()).toBe(2);
    await nextIdlePeriod();
    expect(shown()).toBe(3);
  });

  it('draws a control asked for at once, without waiting for an idle period', async () => {
    render(<IdleLoaded load={load} now props={{ name: 'picker' }} />);
    expect(await screen.findByText('picker ready')).toBeTruthy();
  });
});
