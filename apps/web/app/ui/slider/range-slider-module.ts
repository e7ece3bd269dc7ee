// Mantine's RangeSlider: a chunk of its own (see LazyRangeSlider.tsx).
export { RangeSlider } from '@mantine/core';
