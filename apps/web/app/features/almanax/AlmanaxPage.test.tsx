import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { monthGrid } from './almanax-date';
import { AlmanaxPage } from './AlmanaxPage';
import type { AlmanaxData } from './loader';

const renderAlmanax = (data: AlmanaxData) =>
  renderPage(<AlmanaxPage data={data} />, '/en/almanax?date=2024-02-10');

describe('almanax page', () => {
  it('says "Data not found" for a day without data and keeps the day and month navigation', () => {
    renderAlmanax({
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
