import { Text } from '@mantine/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useBackErrorText } from './api-error';

export interface BackOutcome {
  ok: boolean;
  text: string;
}

/** The outcome of a back-office write: a status line when it worked, an alert when it was refused. */
export function BackMessage({ message }: { message: BackOutcome | null }) {
  if (!message) return null;
  return (
    <Text c={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'} data-testid="back-message">
      {message.text}
    </Text>
  );
}

/**
 * A back-office page's writes: `run(write, done, after?)` sends the write, then says `done` (or the
 * localized refusal), runs `after` on success and reloads the page's data.
 */
export function useBackWrite() {
  const revalidator = useRevalidator();
  const errorText = useBackErrorText();
  const [message, setMessage] = useState<BackOutcome | null>(null);
  const run = async (write: () => Promise<unknown>, done: string, after?: () => void) => {
    try {
      await write();
      setMessage({ ok: true, text: done });
      after?.();
      await revalidator.revalidate();
    } catch (error) {
      setMessage({ ok: false, text: errorText(error) });
    }
  };
  return { message, run };
}
