import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { UsedInSection } from './ItemRelations';

const rows = Array.from({ length: 27 }, (_, i) => ({
  id: 1000 + i,
  name: { fr: `Objet ${i}`, en: `Item ${i}` },
  level: i + 1,
  typeId: 16,
}));

const renderUsedIn = () =>
  renderPage(
    <UsedInSection lang="en" itemId={1} data={{ total: rows.length, items: rows }} />,
    '/en/database/object/1',
  );

describe('item page side lists', () => {
  it('show the first 20 recipes using the item, then all of them on "Show all"', () => {
    renderUsedIn();
    expect(screen.getAllByTestId('used-in-link')).toHaveLength(20);
    fireEvent.click(screen.getByTestId('show-all-rows'));
    expect(screen.getAllByTestId('used-in-link')).toHaveLength(27);
    expect(screen.getByTestId('show-all-rows').textContent).toBe('Show fewer');
  });
});
