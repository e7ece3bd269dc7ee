import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n/i18n';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadWatchdog } from './ChunkLoadWatchdog';

/** A router whose `/slow` route module never finishes loading, like a chunk stuck on the network. */
function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ChunkLoadWatchdog />
            <Link to="/slow">slow</Link>
            <Outlet />
          </>
        ),
        children: [{ path: 'slow', lazy: () => new Promise(() => undefined) }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('chunk load watchdog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a load error with a reload action when a page part is still loading after 120 s', async () => {
    const router = renderApp();
    act(() => void router.navigate('/slow'));
    await act(async () => vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1000));
    expect(screen.queryByTestId('chunk-load-error')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('chunk-load-error').textContent).toContain('Part of the page could not be loaded');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('uses the spec timeout of 120000 ms', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
