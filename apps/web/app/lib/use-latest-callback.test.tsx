import { render } from '@testing-library/react';
import { memo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { useLatestCallback } from './use-latest-callback';

describe('useLatestCallback', () => {
  it('keeps its identity across renders and calls the latest function', () => {
    let childRenders = 0;
    const Child = memo(function Child({ onPress }: { onPress: () => number }) {
      childRenders++;
      return <button onClick={() => onPress()}>press</button>;
    });
    let bump: () => void = () => undefined;
    let seen: number[] = [];
    function Parent() {
      const [count, setCount] = useState(0);
      bump = () => setCount((c) => c + 1);
      const onPress = useLatestCallback(() => {
        seen.push(count);
        return count;
      });
      return <Child onPress={onPress} />;
    }
    const view = render(<Parent />);
    act(() => bump());
    act(() => bump());
    view.getByText('press').click();
    expect(childRenders).toBe(1);
    expect(seen).toEqual([2]);
    seen = [];
  });
});
