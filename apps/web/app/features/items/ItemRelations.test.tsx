import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/i18n';
import { UsedInSection } from './ItemRelations';

const rows = Array.from({ length: 27 }, (_, i) => ({
  id: 1000 + i,
  name: { fr: `Objet ${i}`, en: `Item ${i}` },
  level: i + 1,
  typeId: 16,
}));

function renderUsedIn() {
  const router = createMemoryRouter(
    [
      {
        path: '/en/database/object/1',
        element: <UsedInSection lang="en" itemId={1} data={{ total: rows.length, items: rows }} />,
      },
    ],
    { initialEntries: ['/en/database/object/1'] },
  );
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('item page side lists', () => {
  it('show the first 20 recipes using the item, then all of them on "Show all"', () => {
    renderUsedIn();
    expect(screen.getAllByTestId('used-in-link')).toHaveLength(20);
    fireEvent.click(screen.getByTestId('show-all-rows'));
    expect(screen.getAllByTestId('used-in-link')).toHaveLength(27);
    expect(screen.getByTestId('show-all-rows').textContent).toBe('Show fewer');
  });
});
