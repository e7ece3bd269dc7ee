// eslint-disable-next-line no-restricted-imports -- the look this module must match
import { MantineProvider, Switch as MantineSwitch } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Switch, type SwitchProps } from './Switch';

afterEach(cleanup);

const html = (T: typeof Switch | typeof MantineSwitch, props: SwitchProps) => {
  const Any = T as typeof Switch;
  return renderToStaticMarkup(
    <MantineProvider>
      <Any {...props} />
    </MantineProvider>,
  );
};

describe('Switch', () => {
  it.each<Partial<SwitchProps>>([
    { checked: false },
    { checked: true, 'data-testid': 'filter-me' },
    { checked: true, size: 'xs' },
    { checked: false, description: 'Shows the damage of each spell' },
    { checked: false, size: 'xs', description: 'Copies each answer', disabled: true },
  ])('draws the markup of Mantine’s Switch with %o, so its stylesheet gives the same look', (props) => {
    const all = { label: 'My stuffs', onChange: () => {}, checked: false, ...props };
    const ours = html(Switch, all);
    expect(ours).toBe(html(MantineSwitch, all));
    expect(ours).toContain('role="switch"');
  });

  it('is a real switch: pressing its label turns it on and off', () => {
    function Owner() {
      const [on, setOn] = useState(false);
      return <Switch label="Boosted" checked={on} onChange={(event) => setOn(event.currentTarget.checked)} />;
    }
    render(
      <MantineProvider>
        <Owner />
      </MantineProvider>,
    );
    const input = screen.getByRole<HTMLInputElement>('switch', { name: 'Boosted' });
    expect(input.checked).toBe(false);
    fireEvent.click(screen.getByText('Boosted'));
    expect(input.checked).toBe(true);
    fireEvent.click(input);
    expect(input.checked).toBe(false);
  });
});
