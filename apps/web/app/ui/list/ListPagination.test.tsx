import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { ListPagination } from './ListPagination';

const links = () =>
  within(screen.getByTestId('list-pagination'))
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]);

afterEach(cleanup);

describe('ListPagination', () => {
  it('links the first and last pages, the current one and its neighbours, keeping the filters', () => {
    // 1,000 rows: 20 pages of 50.
    renderPage(<ListPagination total={1000} />, '/en/database/objects?name=cape&page=6');
    expect(links()).toEqual([
      ['Previous page', '/en/database/objects?name=cape&page=5'],
      ['1', '/en/database/objects?name=cape'],
      ['5', '/en/database/objects?name=cape&page=5'],
      ['6', '/en/database/objects?name=cape&page=6'],
      ['7', '/en/database/objects?name=cape&page=7'],
      ['20', '/en/database/objects?name=cape&page=20'],
      ['Next page', '/en/database/objects?name=cape&page=7'],
    ]);
    expect(screen.getByRole('link', { name: '6' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
  });

  it('has no previous link on the first page', () => {
    renderPage(<ListPagination total={120} />, '/en/database/monsters');
    expect(links().map(([name]) => name)).toEqual(['1', '2', '3', 'Next page']);
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
  });

  it('has no next link on the last page, in French too', () => {
    renderPage(<ListPagination total={120} />, '/fr/database/monsters?page=3', 'fr');
    expect(links().map(([name]) => name)).toEqual(['Page précédente', '1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Page suivante' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows nothing for a single page', () => {
    renderPage(<ListPagination total={50} />, '/en/database/quests');
    expect(screen.queryByTestId('list-pagination')).toBeNull();
  });

  it('reads a page past the end as the last page', () => {
    renderPage(<ListPagination total={120} />, '/en/database/quests?page=9');
    expect(screen.getByRole('link', { name: '3' }).getAttribute('aria-current')).toBe('page');
  });
});
