import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySelect } from './LazySelect';

afterEach(cleanup);

const clues = [
  { value: '1', label: 'Ancre dorée' },
  { value: '2', label: 'Arbre à épines' },
  { value: '3', label: 'Bouée' },
];

describe('LazySelect', () => {
  it('shows the chosen option’s label in the server HTML, read-only unless searchable', () => {
    const html = (searchable: boolean) =>
      renderToString(
        <MantineProvider>
          <LazySelect label="Clue" data={clues} value="3" searchable={searchable} data-testid="clue" />
        </MantineProvider>,
      );
    expect(html(false)).toMatch(/readOnly|readonly=""/);
    expect(html(false)).toContain('value="Bouée"');
    expect(html(true)).not.toMatch(/readonly=""/);
  });

  it('takes typing before the real Select is there, which then opens searching what was typed', async () => {
    const ref = createRef<HTMLInputElement>();
    const onFocus = vi.fn((event: React.FocusEvent<HTMLInputElement>) => event.currentTarget.select());
    render(
      <MantineProvider env="test">
        <LazySelect ref={ref} label="Clue" data={clues} value={null} searchable onFocus={onFocus} comboboxProps={{ withinPortal: false }} data-testid="clue" />
      </MantineProvider>,
    );
    const lookAlike = screen.getByTestId('clue');
    expect(lookAlike.hasAttribute('data-look-alike')).toBe(true);
    expect(ref.current).toBe(lookAlike);
    lookAlike.focus();
    expect(onFocus).toHaveBeenCalledTimes(1);
    fireEvent.change(lookAlike, { target: { value: 'ar' } });
    await waitFor(() => expect(screen.getByTestId('clue').hasAttribute('data-look-alike')).toBe(false));
    const real = screen.getByTestId('clue') as HTMLInputElement;
    expect(real.value).toBe('ar');
    expect(ref.current).toBe(real);
    expect(document.activeElement).toBe(real);
    // The field's own onFocus (select all) is not run for the carried focus: the next letter adds to "ar".
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(real.selectionStart).toBe(2);
    expect(await screen.findByRole('option', { name: 'Arbre à épines' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Bouée' })).toBeNull();
  });

  it('keeps an Enter pressed after typing before the real Select is there: the first match is picked', async () => {
    // jsdom lays nothing out: the options list scrolls to the selected option through this.
    Element.prototype.scrollIntoView ??= () => undefined;
    const onChange = vi.fn();
    render(
      <MantineProvider env="test">
        <LazySelect label="Clue" data={clues} value={null} searchable selectFirstOptionOnChange onChange={onChange} comboboxProps={{ withinPortal: false }} data-testid="clue" />
      </MantineProvider>,
    );
    const lookAlike = screen.getByTestId('clue');
    lookAlike.focus();
    fireEvent.change(lookAlike, { target: { value: 'bou' } });
    fireEvent.keyDown(lookAlike, { key: 'Enter' });
    expect(screen.getByTestId('clue').hasAttribute('data-look-alike')).toBe(true);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('3', expect.objectContaining({ label: 'Bouée' })));
  });
});
