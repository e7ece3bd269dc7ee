import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyModal } from './LazyModal';

afterEach(cleanup);

const dialog = (opened: boolean) => (
  <MantineProvider env="test">
    <LazyModal opened={opened} onClose={() => undefined} title="Delete this stuff?">
      <p>It will be lost.</p>
    </LazyModal>
  </MantineProvider>
);

describe('LazyModal', () => {
  it('puts nothing in the page while closed', () => {
    expect(renderToString(dialog(false))).not.toContain('Delete this stuff?');
    render(dialog(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as Mantine’s Modal, with its title and content, once its module is there', async () => {
    const { rerender } = render(dialog(false));
    rerender(dialog(true));
    expect(await screen.findByRole('dialog', { name: 'Delete this stuff?' })).toBeTruthy();
    expect(screen.getByText('It will be lost.')).toBeTruthy();
  });
});
