import { Text } from '@mantine/core';

/** The outcome of a back-office write: a status line when it worked, an alert when it was refused. */
export function BackMessage({ message }: { message: { ok: boolean; text: string } | null }) {
  if (!message) return null;
  return (
    <Text c={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'} data-testid="back-message">
      {message.text}
    </Text>
  );
}
