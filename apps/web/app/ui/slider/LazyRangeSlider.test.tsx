import { MantineProvider, type RangeSliderValue } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyRangeSlider } from './LazyRangeSlider';

afterEach(cleanup);

const slider = (props: { value: RangeSliderValue; onChange?: (v: RangeSliderValue) => void; onChangeEnd?: (v: RangeSliderValue) => void }) => (
  <MantineProvider>
    <LazyRangeSlider
      min={0}
      max={200}
      minRange={0}
      thumbFromLabel="Minimum level"
      thumbToLabel="Maximum level"
      marks={[{ value: 0, label: '0' }, { value: 100, label: '100' }, { value: 200, label: '200' }]}
      data-testid="levels"
      {...props}
    />
  </MantineProvider>
);

describe('LazyRangeSlider', () => {
  it('is drawn in the server HTML with both thumbs where the values sit and the marks inside the range filled', () => {
    const html = renderToString(slider({ value: [50, 150] }));
    expect(html).toContain('data-look-alike');
    expect(html).toMatch(/--slider-thumb-offset:25%[^>]*role="slider" aria-label="Minimum level" aria-valuemin="0" aria-valuemax="200" aria-valuenow="50"/);
    expect(html).toMatch(/--slider-thumb-offset:75%[^>]*aria-label="Maximum level"[^>]*aria-valuenow="150"/);
    expect(html).toContain('--slider-bar-width:calc(50% + 2 * var(--slider-size));--slider-bar-offset:calc(25% - var(--slider-size))');
    // Only the mark at 100 is inside 50-150.
    expect(html.match(/data-filled="true"/g)).toHaveLength(1);
  });

  it('moves a thumb by one with the arrows, never past the other thumb nor the ends', () => {
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    const { rerender } = render(slider({ value: [50, 150], onChange, onChangeEnd }));
    const lowest = screen.getByRole('slider', { name: 'Minimum level' });
    lowest.focus();
    fireEvent.keyDown(lowest, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith([51, 150]);
    expect(onChangeEnd).toHaveBeenLastCalledWith([51, 150]);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Maximum level' }), { key: 'ArrowDown' });
    expect(onChangeEnd).toHaveBeenLastCalledWith([50, 149]);
    rerender(slider({ value: [0, 0], onChange, onChangeEnd }));
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Minimum level' }), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Minimum level' }), { key: 'ArrowRight' });
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Maximum level' }), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('gives way to the real slider once the browser is idle, not while a thumb of the look-alike has the focus', async () => {
    render(slider({ value: [50, 150] }));
    const lowest = screen.getByRole('slider', { name: 'Minimum level' });
    lowest.focus();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByTestId('levels').hasAttribute('data-look-alike')).toBe(true);
    fireEvent.blur(lowest);
    await waitFor(() => expect(screen.getByTestId('levels').hasAttribute('data-look-alike')).toBe(false));
    expect(screen.getByRole('slider', { name: 'Maximum level' }).getAttribute('aria-valuenow')).toBe('150');
  });
});
