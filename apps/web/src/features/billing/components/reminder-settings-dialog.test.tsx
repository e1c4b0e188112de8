import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../../store/store';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { BILLS_PATH } from '../testing/billing-fixtures';
import { BillReminders } from './bill-reminders';
import { ReminderSettingsButton } from './reminder-settings-dialog';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const INST_PATH = BILLS_PATH.replace('/bills', '');
const SETTINGS = `${INST_PATH}/bill-reminders/settings`;
const COST = `${INST_PATH}/bill-reminders/cost`;
const OFF = { enabled: false, firstAfterDays: 3, everyDays: 7, maxCount: 2, hour: 10 };
const INST_ID = INST_PATH.split('/').at(-1) as string;

describe('미납 안내 settings', () => {
  it('shows this month’s cost for the schedule on screen before saving it whole', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET ${SETTINGS}`]: () => ok(OFF),
      [`POST ${COST}`]: () =>
        ok({
          month: '2026-11',
          bills: 3,
          families: 2,
          reminders: 4,
          cost: { recipients: 4, appOnly: 0, alimTalk: 3, sms: 1, lms: 0, totalWon: 59 },
        }),
      [`PUT ${SETTINGS}`]: () => ok({ ...OFF, enabled: true, maxCount: 3 }),
    });
    renderRoutes([{ path: '/v3/InstBill', element: <ReminderSettingsButton instId={INST_ID} /> }], '/v3/InstBill', {
      academy: 'demo',
    });
    await user.click(await screen.findByRole('button', { name: '미납 안내' }));
    const dialog = within(await screen.findByRole('dialog', { name: '미납 안내' }));
    const count = await dialog.findByRole('combobox', { name: '최대 안내 횟수' });
    expect(count).toBeDisabled();
    expect(dialog.getByRole('status')).toHaveTextContent('메시지 비용이 들지 않습니다');
    expect(api.callsTo(`POST ${COST}`)).toHaveLength(0);
    await user.click(dialog.getByRole('checkbox', { name: '미납 청구서 안내하기' }));
    await user.selectOptions(count, '3번까지');
    await waitFor(() =>
      expect(dialog.getByRole('status')).toHaveTextContent(
        '11월 남은 기간에 미납 청구서 3건을 2가족에게 안내합니다. 알림톡 3건, 문자 1건으로 예상 메시지 비용은 59원입니다.',
      ),
    );
    expect(api.callsTo(`POST ${COST}`).at(-1)?.body).toEqual({ ...OFF, enabled: true, maxCount: 3 });
    await user.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.callsTo(`PUT ${SETTINGS}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${SETTINGS}`)[0]?.body).toEqual({ ...OFF, enabled: true, maxCount: 3 });
    await waitFor(() =>
      expect(store.getState().toast.msg).toBe(
        '미납 안내를 켰습니다. 납부 기한 3일 후부터 7일마다, 3번까지 안내합니다.',
      ),
    );
  });
});

describe('미납 안내 기록', () => {
  it('lists each reminder of a bill: which one, when, how many families', async () => {
    const billId = '0195f000-0000-7000-8000-0000000000b1';
    mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`GET ${BILLS_PATH}/${billId}/reminders`]: () =>
        ok({
          reminders: [
            {
              id: '0195f000-0000-7000-8000-0000000000c1',
              reminderNo: 1,
              remindedOn: '2026-11-13',
              sentAt: '2026-11-13T01:00:00.000Z',
              recipients: 2,
            },
          ],
        }),
    });
    renderRoutes([{ path: '/x', element: <BillReminders instId={INST_ID} billId={billId} /> }], '/x', {
      academy: 'demo',
    });
    const list = await screen.findByRole('list', { name: '미납 안내 기록' });
    expect(list).toHaveTextContent('1번째 안내');
    expect(list).toHaveTextContent('2가족');
    expect(list).toHaveTextContent('2026');
  });
});
