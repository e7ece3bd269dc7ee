import { Chip as MantineChip, MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { Chip, type ChipProps } from './Chip';

afterEach(cleanup);

const html = (element: React.ReactNode) => renderToStaticMarkup(<MantineProvider theme={theme}>{element}</MantineProvider>);

describe('Chip', () => {
  it.each<Pick<ChipProps, 'color' | 'checked'>>([
    { color: 'blue.8', checked: false },
    { color: 'blue.8', checked: true },
    { color: 'pink.8', checked: true },
  ])('draws the markup of Mantine’s Chip (size xs) with %o, so its stylesheet gives the same look', ({ color, checked }) => {
    const ours = html(
      <Chip color={color} checked={checked} onChange={() => {}} aria-label="Owned male" data-testid="toggle-male">
        ♂ Male
      </Chip>,
    );
    const mantine = html(
      <MantineChip size="xs" color={color} checked={checked} onChange={() => {}} aria-label="Owned male" data-testid="toggle-male">
        ♂ Male
      </MantineChip>,
    );
    expect(ours).toBe(mantine);
  });

  it('is a real toggle: pressing its label turns it on and off', () => {
    function Owner() {
      const [owned, setOwned] = useState(false);
      return (
        <Chip color="pink.8" checked={owned} onChange={setOwned} aria-label="Owned female">
          ♀ Female
        </Chip>
      );
    }
    render(
      <MantineProvider>
        <Owner />
      </MantineProvider>,
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Owned female' });
    fireEvent.click(screen.getByText('♀ Female'));
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
  });
});
