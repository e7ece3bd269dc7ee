// Mantine's Modal (with its focus trap, scroll lock and portal): a chunk of its own (see LazyModal.tsx).
import '@mantine/core/styles/Modal.layer.css';

export { Modal } from '@mantine/core';
