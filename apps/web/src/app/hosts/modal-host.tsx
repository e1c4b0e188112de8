import { DISMISSED, resolveModal } from '../../lib/modal';
import { useAppSelector } from '../../store/hooks';
import { ModalDialog } from '../../ui/modal/modal-dialog';

/** Renders the modal of the `modal` group; choosing or dismissing settles the helper's promise. */
export function ModalHost() {
  const modal = useAppSelector((state) => state.modal);
  const { id } = modal;
  return (
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
  );
}
