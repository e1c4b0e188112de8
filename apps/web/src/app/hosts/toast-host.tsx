import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastHidden } from '../../store/toast-slice';
import { Toast } from '../../ui/toast/toast';

/** Renders the toast of the `toast` group; a new toast (even with the same text) restarts the timer. */
export function ToastHost() {
  const toast = useAppSelector((state) => state.toast);
  const dispatch = useAppDispatch();
  return (
    <Toast
      key={toast.seq}
      open={toast.isOpen}
      msg={toast.msg}
      toastType={toast.toastType}
      onHide={() => dispatch(toastHidden())}
    />
  );
}
