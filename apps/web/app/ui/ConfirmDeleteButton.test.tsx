import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';

afterEach(cleanup);

describe('ConfirmDeleteButton', () => {
  it('shows a Delete button and nothing else until pressed, then asks before deleting', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const { container } = renderPage(
      <ConfirmDeleteButton title="Delete the workbench" question="Empty this workbench?" onConfirm={onConfirm} testId="delete" />,
      '/en/tools/workbenchs',
    );
    // Only the button's label is on the page (a comment once slipped into the text beside it).
    const shown = container.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('style').forEach((style) => style.remove());
    expect(shown.textContent?.trim()).toBe('Delete');
    fireEvent.click(screen.getByTestId('delete'));
    expect(await screen.findByRole('dialog', { name: 'Delete the workbench' })).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('delete-confirm'));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});
