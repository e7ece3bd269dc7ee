import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIdleFlag } from '../use-idle-flag';

const loadModal = () => import('./modal-module');
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })));

/**
 * Mantine's Modal without its weight in the first load (~15 KiB gzip with its focus trap, scroll
 * lock and portal, on every page with a dialog: deleting, flagging, posting, forging, publishing).
 * Nothing is drawn until the dialog first opens; the module is fetched once the browser is idle, so
 * that first opening is as quick as the others. Same props as Modal.
 */
export function LazyModal(props: ModalProps) {
  const [wasOpened, setWasOpened] = useState(props.opened);
  if (props.opened && !wasOpened) setWasOpened(true);
  const idle = useIdleFlag();
  useEffect(() => {
    if (idle) loadModal().catch(() => undefined);
  }, [idle]);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
