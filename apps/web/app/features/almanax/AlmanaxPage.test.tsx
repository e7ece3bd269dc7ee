import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../i18n/i18n';
import { monthGrid } from './almanax-date';
import { AlmanaxPage } from './AlmanaxPage';
import type { AlmanaxData } from './loader';

function renderPage(data: AlmanaxData) {
  const router = createMemoryRouter([{ path: '/en/almanax', element: <AlmanaxPage data={data} /> }], {
    initialEntries: ['/en/almanax?date=2024-02-10'],
  });
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('almanax page', () => {
  it('says "Data not found" for a day without data and keeps the day and month navigation', () => {
    renderPage({
      lang: 'en',
      date: '2024-02-10',
      today: '2024-02-12',
      day: null,
      grid: monthGrid('2024-02-10'),
      month: [],
    });
    expect(screen.getByTestId('almanax-missing').textContent).toBe('Data not found');
    expect(screen.getByTestId('almanax-prev').getAttribute('href')).toContain('date=2024-02-09');
    expect(screen.getByTestId('almanax-next').getAttribute('href')).toContain('date=2024-02-11');
    expect(screen.getByTestId('almanax-today')).toBeTruthy();
    expect(screen.queryByTestId('almanax-offering')).toBeNull();
  });
});
