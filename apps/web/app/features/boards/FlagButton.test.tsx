import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { FlagButton } from './FlagButton';

afterEach(cleanup);

describe('FlagButton', () => {
  it('asks for a reason of three letters or more, then sends it trimmed', async () => {
    const onFlag = vi.fn(async () => undefined);
    renderPage(<FlagButton onFlag={onFlag} />, '/en/tools/portals');
    fireEvent.click(screen.getByTestId('board-flag'));
    const reason = await screen.findByTestId('board-flag-reason');
    expect((screen.getByTestId('board-flag-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(reason, { target: { value: '  wrong portal position  ' } });
    expect((screen.getByTestId('board-flag-send') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId('board-flag-send'));
    await waitFor(() => expect(onFlag).toHaveBeenCalledWith('wrong portal position'));
  });
});
