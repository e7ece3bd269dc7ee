// Mantine's Textarea with autosize (react-textarea-autosize): fetched with the flag dialog (see FlagButton.tsx).
export { Textarea } from '@mantine/core';
