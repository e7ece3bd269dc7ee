import { cleanup, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import './preact-props';

afterEach(cleanup);

describe('React props under Preact', () => {
  it('writes no suppressHydrationWarning attribute', () => {
    const html = renderToString(
      <div suppressHydrationWarning data-testid="x">
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '1' }} />
      </div>,
    );
    expect(html).not.toMatch(/suppress/i);
    expect(html).toContain('data-testid="x"');
  });

  it('focuses an autoFocus element when it is put in the page, once, and still sets its own ref', async () => {
    const ref = createRef<HTMLInputElement>();
    let show: (shown: boolean) => void = () => undefined;
    let rerender: () => void = () => undefined;
    function Field() {
      const [shown, setShown] = useState(false);
      const [, setCount] = useState(0);
      show = setShown;
      rerender = () => setCount((count) => count + 1);
      return (
        <>
          <button data-testid="other">other</button>
          {shown && <input ref={ref} autoFocus data-testid="field" />}
        </>
      );
    }
    render(<Field />);
    const { act } = await import('@testing-library/react');
    act(() => show(true));
    const field = screen.getByTestId('field');
    expect(document.activeElement).toBe(field);
    expect(ref.current).toBe(field);
    // Moving the focus away and rendering again does not pull it back.
    screen.getByTestId('other').focus();
    act(() => rerender());
    expect(document.activeElement).toBe(screen.getByTestId('other'));
  });
});
