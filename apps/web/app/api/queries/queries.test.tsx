import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { existingQueryClient } from './query-client-registry';
import { keepPreviousData, keepPreviousDataOf, useQuery } from './queries';

afterEach(() => {
  cleanup();
  existingQueryClient()?.clear();
});

function Answer({ id, fetch, initial }: { id: string; fetch: (id: string) => Promise<string>; initial?: string }) {
  const query = useQuery({ queryKey: ['answer', id], queryFn: () => fetch(id), initialData: initial, placeholderData: keepPreviousData });
  return (
    <p data-testid="answer" data-fetching={String(query.isFetching)}>
      {query.isPending ? 'pending' : query.data}
    </p>
  );
}

describe('useQuery in the browser', () => {
  it('renders the initial data before TanStack is here, as the server did, then keeps it without fetching', async () => {
    const fetch = vi.fn(async (id: string) => `fetched ${id}`);
    // The first render is what hydration compares with the server's HTML.
    expect(renderToString(<Answer id="a" fetch={fetch} initial="from the loader" />)).toContain('from the loader');
    render(<Answer id="a" fetch={fetch} initial="from the loader" />);
    expect(screen.getByTestId('answer').textContent).toBe('from the loader');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('answer').textContent).toBe('from the loader');
    expect(fetch).not.toHaveBeenCalled(); // fresh for a minute (query-options.ts)
  });

  it('answers pending and fetching at first, then the fetched data once', async () => {
    const fetch = vi.fn(async (id: string) => `fetched ${id}`);
    render(
      <>
        <Answer id="b" fetch={fetch} />
        <Answer id="b" fetch={fetch} />
      </>,
    );
    const answers = screen.getAllByTestId('answer');
    expect(answers.map((answer) => answer.textContent)).toEqual(['pending', 'pending']);
    expect(answers[0]!.dataset.fetching).toBe('true');
    expect(await screen.findAllByText('fetched b')).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1); // one cache for the page
    expect(screen.getAllByTestId('answer')[0]!.dataset.fetching).toBe('false');
  });

  it('keeps the previous answer on screen while the next one loads (keepPreviousData)', async () => {
    let release: (value: string) => void = () => {};
    const fetch = vi.fn((id: string) =>
      id === 'c1' ? Promise.resolve('first') : new Promise<string>((resolve) => (release = resolve)),
    );
    function Switcher() {
      const [id, setId] = useState('c1');
      return (
        <>
          <button onClick={() => setId('c2')}>next</button>
          <Answer id={id} fetch={fetch} />
        </>
      );
    }
    render(<Switcher />);
    expect(await screen.findByText('first')).toBeTruthy();
    await act(async () => screen.getByText('next').click());
    expect(screen.getByTestId('answer').textContent).toBe('first');
    expect(screen.getByTestId('answer').dataset.fetching).toBe('true');
    await act(async () => release('second'));
    expect(await screen.findByText('second')).toBeTruthy();
  });

  it('keeps the previous answer only within its scope (keepPreviousDataOf): another scope shows its own loading', async () => {
    const releases = new Map<string, (value: string) => void>();
    const fetch = (key: string) => (key === 'rings/a' ? Promise.resolve('rings a') : new Promise<string>((resolve) => releases.set(key, resolve)));
    function Scoped({ scope, search }: { scope: string; search: string }) {
      const query = useQuery({ queryKey: ['scoped', scope, search], queryFn: () => fetch(`${scope}/${search}`), placeholderData: keepPreviousDataOf(scope) });
      return <p data-testid="scoped">{query.isPending ? 'pending' : query.data}</p>;
    }
    function Picker() {
      const [state, setState] = useState({ scope: 'rings', search: 'a' });
      return (
        <>
          <button onClick={() => setState({ scope: 'rings', search: 'b' })}>refine</button>
          <button onClick={() => setState({ scope: 'dofus', search: 'a' })}>other slot</button>
          <Scoped {...state} />
        </>
      );
    }
    render(<Picker />);
    expect(await screen.findByText('rings a')).toBeTruthy();
    await act(async () => screen.getByText('refine').click());
    expect(screen.getByTestId('scoped').textContent).toBe('rings a');
    await act(async () => releases.get('rings/b')?.('rings b'));
    expect(await screen.findByText('rings b')).toBeTruthy();
    await act(async () => screen.getByText('other slot').click());
    expect(screen.getByTestId('scoped').textContent).toBe('pending');
    await act(async () => releases.get('dofus/a')?.('dofus a'));
    expect(await screen.findByText('dofus a')).toBeTruthy();
  });

  it('does not fetch a disabled query, and fetches it once enabled', async () => {
    const fetch = vi.fn(async () => 'now');
    function Toggle() {
      const [enabled, setEnabled] = useState(false);
      const query = useQuery({ queryKey: ['toggle'], queryFn: fetch, enabled });
      return <button onClick={() => setEnabled(true)}>{query.data ?? (query.isFetching ? 'fetching' : 'idle')}</button>;
    }
    render(<Toggle />);
    expect(screen.getByRole('button').textContent).toBe('idle');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByText('now')).toBeTruthy();
  });

  it('renders again only for what changes: the data, not the arrival of TanStack', async () => {
    const renders: string[] = [];
    function Counted({ id, initial }: { id: string; initial?: string }) {
      const query = useQuery({ queryKey: ['counted', id], queryFn: async () => `fetched ${id}`, initialData: initial });
      renders.push(`${id}:${query.isPending ? 'pending' : String(query.data)}`);
      return <p>{query.isPending ? 'pending' : String(query.data)}</p>;
    }
    render(
      <>
        <Counted id="d1" />
        <Counted id="d2" initial="kept" />
      </>,
    );
    expect(await screen.findByText('fetched d1')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(renders).toEqual(['d1:pending', 'd2:kept', 'd1:fetched d1']);
  });

  it('refetches when asked before TanStack is here', async () => {
    const fetch = vi.fn(async () => 'again');
    let refetch: (() => Promise<unknown>) | null = null;
    function Early() {
      const query = useQuery({ queryKey: ['early'], queryFn: fetch, enabled: false });
      refetch ??= query.refetch;
      return <p>{query.data ?? 'none'}</p>;
    }
    render(<Early />);
    const answer = (await act(() => refetch!())) as { data?: string };
    expect(answer.data).toBe('again');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
