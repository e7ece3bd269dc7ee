import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Chip } from './Chip';

function Owned() {
  const [owned, setOwned] = useState(false);
  return (
    <Chip color="pink.8" checked={owned} onChange={setOwned} aria-label="Crimson Seemyool: female owned" data-testid="toggle-female">
      ♀ Female
    </Chip>
  );
}

afterEach(cleanup);

describe('Chip', () => {
  it('is a checkbox named by its label that a click on the pill toggles', () => {
    render(<Owned />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Crimson Seemyool: female owned' });
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('♀ Female'));
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByText('♀ Female'));
    expect(box.checked).toBe(false);
  });

  it('takes its colour and the next shade for hover from the theme', () => {
    render(<Owned />);
    const pill = screen.getByTestId('toggle-female').parentElement!;
    expect(pill.style.getPropertyValue('--chip-bg')).toBe('var(--mantine-color-pink-8)');
    expect(pill.style.getPropertyValue('--chip-hover')).toBe('var(--mantine-color-pink-9)');
  });
});
