import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IdleLoaded } from './IdleLoaded';

afterEach(cleanup);

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const load = () => Promise.resolve(Greeting);

describe('IdleLoaded', () => {
  it('draws the component once fetched, with its props', async () => {
    render(<IdleLoaded load={load} now props={{ name: 'Feca' }} />);
    expect(await screen.findByText('Hello Feca')).toBeTruthy();
  });

  it('draws nothing while its props are null, even once fetched', async () => {
    const { rerender } = render(<IdleLoaded load={load} now props={null} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Hello/)).toBeNull();
    rerender(<IdleLoaded load={load} now props={{ name: 'Iop' }} />);
    expect(screen.getByText('Hello Iop')).toBeTruthy();
  });
});
