import type { ModalProps } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useIdleComponent } from '../use-idle-flag';

const loadModal = () => import('./modal-module').then((module) => module.Modal as ComponentType<ModalProps>);

/**
 * Mantine's Modal without its weight in the first load (~15 KiB gzip with its focus trap, scroll
 * lock and portal, on every page with a dialog: deleting, flagging, posting, forging, publishing).
 * Nothing is drawn until the dialog first opens; the module is fetched once the browser is idle (or
 * on that first opening), so the first opening is as quick as the others. Same props as Modal.
 */
export function LazyModal(props: ModalProps) {
  const [wasOpened, setWasOpened] = useState(props.opened);
  if (props.opened && !wasOpened) setWasOpened(true);
  const Modal = useIdleComponent(loadModal, props.opened);
  return wasOpened && Modal ? <Modal {...props} /> : null;
}
