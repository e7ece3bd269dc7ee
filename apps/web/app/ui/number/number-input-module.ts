// Mantine's NumberInput (with react-number-format): a chunk of its own (see LazyNumberInput.tsx).
export { NumberInput } from '@mantine/core';
