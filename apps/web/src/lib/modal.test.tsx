import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../app/hosts/modal-host';
import { store } from '../store/store';
import type { ModalDialogProps } from '../ui/modal/modal-dialog';
import { confirmModal, DISMISSED, dismissAllModals, okModal, openModal, resolveModal } from './modal';

// A stand-in for the UI kit's dialog that lays the buttons out as the contract says.
vi.mock('../ui/modal/modal-dialog', () => ({
  ModalDialog: (props: ModalDialogProps) => {
    if (!props.open) return null;
    const buttons = props.direction === 'reverse' ? [...props.buttons].reverse() : props.buttons;
    return (
      <div role="dialog" aria-label={props.title ?? '알림'}>
        <p>{props.contents}</p>
        {buttons.map((button) => (
          <button key={button.value} type="button" onClick={() => props.onChoose(button.value)}>
            {button.label}
          </button>
        ))}
        <button type="button" onClick={props.onDismiss}>
          바깥 영역
        </button>
      </div>
    );
  },
}));

afterEach(() => {
  act(() => dismissAllModals());
});

const current = () => store.getState().modal;

function renderHost() {
  render(
    <Provider store={store}>
      <ModalHost />
    </Provider>,
  );
}

describe('confirmModal', () => {
  it('shows 아니요 / 예 and resolves with the chosen button', async () => {
    renderHost();
    let result: Promise<string> | undefined;
    act(() => {
      result = confirmModal({ title: '삭제', contents: '이 공지를 삭제할까요?' });
    });
    const dialog = await screen.findByRole('dialog', { name: '삭제' });
    expect(dialog).toHaveTextContent('이 공지를 삭제할까요?');
    const labels = screen.getAllByRole('button').map((button) => button.textContent);
    expect(labels.slice(0, 2)).toEqual(['아니요', '예']);
    await userEvent.click(screen.getByRole('button', { name: '예' }));
    await expect(result).resolves.toBe('yes');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves no for 아니요', async () => {
    renderHost();
    let result: Promise<string> | undefined;
    act(() => {
      result = confirmModal({ contents: '저장하지 않고 나갈까요?' });
    });
    await userEvent.click(await screen.findByRole('button', { name: '아니요' }));
    await expect(result).resolves.toBe('no');
  });

  it('reverses the order and takes custom labels', async () => {
    renderHost();
    act(() => {
      void confirmModal({ contents: '출석 처리할까요?', yesLabel: '출석', noLabel: '취소', reverse: true });
    });
    await screen.findByRole('dialog');
    expect(current().direction).toBe('reverse');
    const labels = screen.getAllByRole('button').map((button) => button.textContent);
    expect(labels.slice(0, 2)).toEqual(['출석', '취소']);
  });

  it('resolves dismiss when closed outside a button, unless blockModalClose', async () => {
    renderHost();
    let result: Promise<string> | undefined;
    act(() => {
      result = confirmModal({ contents: '닫을 수 있어요' });
    });
    await userEvent.click(await screen.findByRole('button', { name: '바깥 영역' }));
    await expect(result).resolves.toBe(DISMISSED);

    let blocked: Promise<string> | undefined;
    act(() => {
      blocked = confirmModal({ contents: '꼭 골라 주세요', blockModalClose: true });
    });
    expect(current().blockModalClose).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: '바깥 영역' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '예' }));
    await expect(blocked).resolves.toBe('yes');
  });
});

describe('okModal', () => {
  it('shows one 확인 button and resolves ok', async () => {
    renderHost();
    let result: Promise<string> | undefined;
    act(() => {
      result = okModal({ contents: '저장했습니다.' });
    });
    await screen.findByRole('dialog');
    expect(current().buttons).toEqual([{ label: '확인', value: 'ok', variant: 'primary' }]);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(result).resolves.toBe('ok');
  });
});

describe('openModal', () => {
  it('refuses more than 2 buttons, and none', () => {
    const button = (value: string) => ({ label: value, value });
    expect(() => openModal({ contents: '셋', buttons: [button('a'), button('b'), button('c')] })).toThrow(RangeError);
    expect(() => openModal({ contents: '없음', buttons: [] })).toThrow(RangeError);
    expect(current().open).toBe(false);
  });

  it('shows one modal at a time: the next waits for the first to close', async () => {
    const first = okModal({ contents: '첫 번째' });
    const second = confirmModal({ contents: '두 번째' });
    expect(current().contents).toBe('첫 번째');
    const firstId = current().id;
    if (firstId === null) throw new Error('no modal open');
    resolveModal(firstId, 'ok');
    await expect(first).resolves.toBe('ok');
    expect(current()).toMatchObject({ open: true, contents: '두 번째' });
    const secondId = current().id;
    if (secondId === null) throw new Error('no modal open');
    resolveModal(secondId, 'no');
    await expect(second).resolves.toBe('no');
    expect(current().open).toBe(false);
  });

  it('dismissAllModals settles every pending modal', async () => {
    const first = okModal({ contents: '하나' });
    const second = okModal({ contents: '둘' });
    dismissAllModals();
    await expect(first).resolves.toBe(DISMISSED);
    await expect(second).resolves.toBe(DISMISSED);
    expect(current().open).toBe(false);
  });
});
