// Mantine's Tooltip (and floating-ui under it): a chunk of its own (see LazyTooltip.tsx).
export { Tooltip } from '@mantine/core';
