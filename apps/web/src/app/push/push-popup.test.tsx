import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { patchCommon } from '../../store/common-slice';
import { pushReceived } from '../../store/push-slice';
import { sessionReset } from '../../store/session-group';
import { store } from '../../store/store';
import { PushPopup } from './push-popup';

function renderPopup() {
  render(
    <Provider store={store}>
      <PushPopup />
    </Provider>,
  );
}

afterEach(() => {
  act(() => store.dispatch(sessionReset()));
});

describe('PushPopup', () => {
  it('shows a classCheck push to a visitor who is not logged in, with a close button labelled close', async () => {
    renderPopup();
    act(() => {
      store.dispatch(pushReceived({ type: 'classCheck', notification: { body: '김하늘 학생이 등원했습니다.' } }));
    });
    const popup = screen.getByRole('alertdialog', { name: '[학원ON]' });
    expect(popup).toHaveTextContent('김하늘 학생이 등원했습니다.');
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().push.received).toBeNull();
  });

  it('ignores other pushes while logged out, and drops them', () => {
    renderPopup();
    act(() => {
      store.dispatch(pushReceived({ type: 'notice', aps: { alert: { title: '공지', body: '내일 휴원' } } }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().push.received).toBeNull();
  });

  it('shows other pushes once logged in, titled from aps.alert', () => {
    renderPopup();
    act(() => {
      store.dispatch(patchCommon({ userId: 'u1' }));
      store.dispatch(pushReceived({ type: 'notice', aps: { alert: { title: '공지', body: '내일 휴원' } } }));
    });
    expect(screen.getByRole('alertdialog', { name: '공지' })).toHaveTextContent('내일 휴원');
  });

  it('never shows chat-room pushes', () => {
    renderPopup();
    act(() => {
      store.dispatch(patchCommon({ userId: 'u1' }));
      store.dispatch(pushReceived({ type: 'chatRoom', notification: { title: '새 메시지', body: '안녕하세요' } }));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
