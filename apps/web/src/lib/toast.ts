import { DEFAULT_TOAST_TYPE, type ToastType } from '@academy/domain/toast/toast.constants';
import { store } from '../store/store';
import { toastHidden, toastShown } from '../store/toast-slice';

/** Shows a toast that hides itself (toast.constants: 2 s for SHORT, otherwise 5 s; the Toast component keeps time). */
export function showToast(msg: string, type: ToastType = DEFAULT_TOAST_TYPE): void {
  store.dispatch(toastShown({ msg, toastType: type }));
}

export function hideToast(): void {
  store.dispatch(toastHidden());
}
