import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

const form = (
  <MantineProvider>
    <form method="post">
      <SubmitButton data-testid="send">Send</SubmitButton>
    </form>
  </MantineProvider>
);

describe('SubmitButton', () => {
  it('is disabled in the server HTML, so a click before hydration cannot send the form natively', () => {
    const html = renderToString(form);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="send"|<button[^>]*data-testid="send"[^>]*disabled=""/);
  });

  it('is enabled once React runs in the browser', () => {
    render(form);
    expect((screen.getByTestId('send') as HTMLButtonElement).disabled).toBe(false);
  });
});
