import { render } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './merge-refs';

function Probe({ refs }: { refs: Parameters<typeof useMergeRefs<HTMLDivElement>>[0] }) {
  const ref = useMergeRefs(refs);
  const [shown] = useState(true);
  return shown ? <div ref={ref} data-testid="probe" /> : null;
}

describe('useMergeRefs (the ScrollArea hook without floating-ui)', () => {
  it('sets object and callback refs to the element, and clears them on unmount', () => {
    const object = createRef<HTMLDivElement>();
    const callback = vi.fn();
    const { getByTestId, unmount } = render(<Probe refs={[object, callback, undefined]} />);
    expect(object.current).toBe(getByTestId('probe'));
    expect(callback).toHaveBeenCalledWith(getByTestId('probe'));
    unmount();
    expect(object.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it("runs a callback ref's own cleanup instead of calling it with null", () => {
    const cleanup = vi.fn();
    const callback = vi.fn(() => cleanup);
    const { unmount } = render(<Probe refs={[callback]} />);
    unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('gives no ref when none is given', () => {
    let merged: unknown = 'unset';
    function Empty() {
      merged = useMergeRefs<HTMLDivElement>([undefined, null]);
      return null;
    }
    render(<Empty />);
    expect(merged).toBeNull();
  });
});
