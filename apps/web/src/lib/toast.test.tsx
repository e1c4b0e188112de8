import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../app/hosts/toast-host';
import { store } from '../store/store';
import type { ToastProps } from '../ui/toast/toast';
import { hideToast, showToast } from './toast';

vi.mock('../ui/toast/toast', () => ({
  Toast: (props: ToastProps) =>
    props.open ? (
      <output data-type={props.toastType}>
        {props.msg}
        <button type="button" onClick={props.onHide}>
          타이머 끝
        </button>
      </output>
    ) : null,
}));

describe('showToast', () => {
  it('opens a SHORT toast by default and LONG on request', () => {
    showToast('저장했습니다');
    expect(store.getState().toast).toMatchObject({ isOpen: true, msg: '저장했습니다', toastType: 'SHORT' });
    showToast('파일을 올리는 중입니다', 'LONG');
    expect(store.getState().toast).toMatchObject({ isOpen: true, msg: '파일을 올리는 중입니다', toastType: 'LONG' });
    hideToast();
    expect(store.getState().toast.isOpen).toBe(false);
  });

  it('is rendered by the ToastHost and hidden when the toast says its time is up', () => {
    render(
      <Provider store={store}>
        <ToastHost />
      </Provider>,
    );
    act(() => showToast('복사했습니다'));
    expect(screen.getByRole('status')).toHaveTextContent('복사했습니다');
    expect(screen.getByRole('status')).toHaveAttribute('data-type', 'SHORT');
    act(() => screen.getByRole('button', { name: '타이머 끝' }).click());
    expect(screen.queryByRole('status')).toBeNull();
    expect(store.getState().toast.isOpen).toBe(false);
  });
});
