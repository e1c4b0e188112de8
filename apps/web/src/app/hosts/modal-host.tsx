import { lazy, Suspense, useEffect, useState } from 'react';
import { DISMISSED, resolveModal } from '../../lib/modal';
import { useAppSelector } from '../../store/hooks';

/**
 * The dialog (Radix Dialog with its focus trap and scroll lock) is not part of the first screen's
 * code (decision 0041): it loads once the browser is idle after start-up, so it is there before a
 * modal is needed — even the failure modal of a lost connection — or when the first modal opens.
 */
const loadModalDialog = () => import('../../ui/modal/modal-dialog');
const ModalDialog = lazy(() => loadModalDialog().then((module) => ({ default: module.ModalDialog })));

/** How long start-up may keep the browser busy before the dialog's code loads anyway. */
const IDLE_TIMEOUT_MS = 3000;

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(handle);
}

/** Renders the modal of the `modal` group; choosing or dismissing settles the helper's promise. */
export function ModalHost() {
  const modal = useAppSelector((state) => state.modal);
  // Mounted from the first opening on, so closing still animates out.
  const [opened, setOpened] = useState(modal.open);
  if (modal.open && !opened) setOpened(true);

  useEffect(() => whenIdle(() => void loadModalDialog().catch(() => undefined)), []);

  if (!opened) return null;
  const { id } = modal;
  return (
    <Suspense fallback={null}>
      <ModalDialog
        open={modal.open}
        title={modal.title ?? undefined}
        contents={modal.contents}
        buttons={modal.buttons}
        direction={modal.direction}
        blockModalClose={modal.blockModalClose}
        onChoose={(value) => {
          if (id !== null) resolveModal(id, value);
        }}
        onDismiss={() => {
          if (id !== null && !modal.blockModalClose) resolveModal(id, DISMISSED);
        }}
      />
    </Suspense>
  );
}
