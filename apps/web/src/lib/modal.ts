import { MAX_MODAL_BUTTONS, type ModalContent, modalClosed, modalOpened } from '../store/modal-slice';
import { store } from '../store/store';
import type { ModalButton } from '../ui/modal/modal-dialog';

/** What a modal resolves with when it is closed without a button (Escape, outside click). */
export const DISMISSED = 'dismiss';

export type ConfirmResult = 'yes' | 'no' | typeof DISMISSED;
export type OkResult = 'ok' | typeof DISMISSED;

export type ConfirmModalOptions = {
  title?: string;
  contents: string;
  /** Default '예'. */
  yesLabel?: string;
  /** Default '아니요'. */
  noLabel?: string;
  /** Lay the buttons out as 예 / 아니요 instead of 아니요 / 예. */
  reverse?: boolean;
  /** Only a button closes it: Escape and outside clicks do nothing. */
  blockModalClose?: boolean;
};

export type OkModalOptions = {
  title?: string;
  contents: string;
  /** Default '확인'. */
  okLabel?: string;
  blockModalClose?: boolean;
};

export type OpenModalOptions = {
  title?: string;
  contents: string;
  /** One or two buttons (SPEC §4). */
  buttons: ModalButton[];
  direction?: 'normal' | 'reverse';
  blockModalClose?: boolean;
};

type Pending = ModalContent & { id: number };

// The promises' resolvers cannot live in Redux (not serialisable): they are kept here by modal id.
const resolvers = new Map<number, (value: string) => void>();
const waiting: Pending[] = [];
let lastId = 0;

/**
 * Shows a modal and resolves with the chosen button's value, or 'dismiss'. One modal is on screen at a
 * time; a modal opened while another is showing waits its turn.
 */
export function openModal(options: OpenModalOptions): Promise<string> {
  if (options.buttons.length === 0 || options.buttons.length > MAX_MODAL_BUTTONS) {
    throw new RangeError(`A modal has 1 to ${MAX_MODAL_BUTTONS} buttons, not ${options.buttons.length}.`);
  }
  lastId += 1;
  const modal: Pending = {
    id: lastId,
    title: options.title ?? null,
    contents: options.contents,
    buttons: options.buttons,
    direction: options.direction ?? 'normal',
    blockModalClose: options.blockModalClose ?? false,
  };
  return new Promise<string>((resolve) => {
    resolvers.set(modal.id, resolve);
    if (store.getState().modal.open) waiting.push(modal);
    else store.dispatch(modalOpened(modal));
  });
}

/** Called by the ModalHost when a button is chosen or the modal is dismissed. */
export function resolveModal(id: number, value: string): void {
  const resolve = resolvers.get(id);
  if (!resolve) return;
  resolvers.delete(id);
  if (store.getState().modal.id === id) {
    store.dispatch(modalClosed());
    const next = waiting.shift();
    if (next) store.dispatch(modalOpened(next));
  } else {
    const index = waiting.findIndex((modal) => modal.id === id);
    if (index >= 0) waiting.splice(index, 1);
  }
  resolve(value);
}

/** Closes the modal on screen and every waiting one, resolving each with 'dismiss' (e.g. on log-out). */
export function dismissAllModals(): void {
  waiting.length = 0;
  for (const [id, resolve] of resolvers) {
    resolvers.delete(id);
    resolve(DISMISSED);
  }
  if (store.getState().modal.open) store.dispatch(modalClosed());
}

/** Two buttons, 아니요 / 예 (or 예 / 아니요 with `reverse`); resolves 'yes', 'no' or 'dismiss'. */
export function confirmModal({
  title,
  contents,
  yesLabel = '예',
  noLabel = '아니요',
  reverse = false,
  blockModalClose = false,
}: ConfirmModalOptions): Promise<ConfirmResult> {
  return openModal({
    title,
    contents,
    buttons: [
      { label: noLabel, value: 'no', variant: 'secondary' },
      { label: yesLabel, value: 'yes', variant: 'primary' },
    ],
    direction: reverse ? 'reverse' : 'normal',
    blockModalClose,
  }) as Promise<ConfirmResult>;
}

/** One button, 확인; resolves 'ok' or 'dismiss'. */
export function okModal({
  title,
  contents,
  okLabel = '확인',
  blockModalClose = false,
}: OkModalOptions): Promise<OkResult> {
  return openModal({
    title,
    contents,
    buttons: [{ label: okLabel, value: 'ok', variant: 'primary' }],
    blockModalClose,
  }) as Promise<OkResult>;
}
