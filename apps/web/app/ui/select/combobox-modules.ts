// Mantine's Select and MultiSelect with their styles: a chunk of their own (see LazySelect.tsx).
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';

export { MultiSelect, Select } from '@mantine/core';
