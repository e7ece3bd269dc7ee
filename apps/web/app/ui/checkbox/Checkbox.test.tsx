// eslint-disable-next-line no-restricted-imports -- the look this module must match
import { Checkbox as MantineCheckbox, MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { Checkbox, type CheckboxProps } from './Checkbox';

afterEach(cleanup);

const html = (T: typeof Checkbox | typeof MantineCheckbox, props: CheckboxProps) => {
  const Any = T as typeof Checkbox;
  return renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <Any {...props} />
    </MantineProvider>,
  );
};

describe('Checkbox', () => {
  it.each<Partial<CheckboxProps>>([{ checked: false }, { checked: true, 'data-testid': 'craft-finished' }, { checked: true, disabled: true }])(
    'draws the markup of Mantine’s Checkbox with %o, so its stylesheet gives the same look',
    (props) => {
      const all = { 'aria-label': 'Staff done', onChange: () => {}, checked: false, ...props };
      const ours = html(Checkbox, all);
      expect(ours).toBe(html(MantineCheckbox, all));
      expect(ours).toContain('type="checkbox"');
    },
  );

  it('is a real checkbox: pressing it ticks and unticks it', () => {
    function Owner() {
      const [done, setDone] = useState(false);
      return <Checkbox aria-label="Staff done" checked={done} onChange={(event) => setDone(event.currentTarget.checked)} />;
    }
    render(
      <MantineProvider>
        <Owner />
      </MantineProvider>,
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Staff done' });
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
  });
});
