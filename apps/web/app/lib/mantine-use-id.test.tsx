import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

function Labelled({ staticId }: { staticId?: string }) {
  const id = useId(staticId);
  return <input id={id} aria-label="x" />;
}

describe('useId for Mantine', () => {
  it("keeps the server's id through hydration, and a given id as is", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Labelled />);
    const serverId = container.querySelector('input')?.id;
    expect(serverId).toMatch(/^mantine-/);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Labelled />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('input')?.id).toBe(serverId);
    expect(render(<Labelled staticId="level" />).container.querySelector('input')?.id).toBe('level');
  });

  it('renders once: no state, no effect swapping the id after mount', () => {
    let renders = 0;
    function Counted() {
      renders += 1;
      return <span id={useId()} />;
    }
    render(<Counted />);
    expect(renders).toBe(1);
  });

  it('gives two components different ids', () => {
    const { container } = render(
      <>
        <Labelled />
        <Labelled />
      </>,
    );
    const [a, b] = [...container.querySelectorAll('input')].map((input) => input.id);
    expect(a).not.toBe(b);
  });
});
