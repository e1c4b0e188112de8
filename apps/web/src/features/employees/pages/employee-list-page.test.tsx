import type { MeResponse } from '@academy/domain/account/account.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideToast } from '../../../lib/toast';
import { store } from '../../../store/store';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { resetModals } from '../../../test/render-routes';
import { renderRoutes } from '../testing/render-employees';
import { EmployeeListPage } from './employee-list-page';

const EXPORT_PATH = `/api/insts/${INST_ID}/employees/export`;
const FILE_NAME = '한빛수학학원_직원목록_20261122.xlsx';
const LIST = {
  items: [
    {
      kind: 'member',
      userId: DIRECTOR_ME.user.userId,
      userNm: '김원장',
      relationCd: '020',
      maskedMobileNo: '010-****-2222',
      authCd: '000',
      permissionLabels: ['전체'],
      since: '2024-03-01T00:00:00.000Z',
      status: 'active',
      endedAt: null,
      locked: true,
    },
  ],
  counts: { active: 1, invited: 0, ended: 0 },
};

/** Where the page's download link pointed and what name it offered. */
let saved: { href: string; download: string }[] = [];

beforeEach(() => {
  hideToast();
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/staff');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The API of the list, and the export answered by `exportAnswer` (a Response, or a rejection for a
 * network failure); every export call is counted.
 */
function renderList(me: MeResponse, exportAnswer: () => Promise<Response>) {
  mockApi({
    'GET /api/auth/me': () => ok(me),
    [`GET /api/insts/${INST_ID}/employees`]: () => ok(LIST),
  });
  const answerOthers = globalThis.fetch;
  let exports = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://localhost').pathname === EXPORT_PATH) {
        exports += 1;
        return exportAnswer();
      }
      return answerOthers(input, init);
    }),
  );
  renderRoutes([{ path: '/v3/EmployeeList', element: <EmployeeListPage /> }], '/v3/EmployeeList');
  return { exports: () => exports };
}

const xlsxResponse = () =>
  new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
    status: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="employees.xlsx"; filename*=UTF-8''${encodeURIComponent(FILE_NAME)}`,
    },
  });

const withAuthCd = (authCd: string): MeResponse => ({
  ...DIRECTOR_ME,
  memberships: [{ instId: INST_ID, instNm: '한빛수학학원', relationCd: '030', role: 'MANAGER', authCd }],
});

describe('EmployeeList 엑셀 다운로드', () => {
  it('shows progress while the file is made, then saves it under the server’s Korean name', async () => {
    const user = userEvent.setup();
    let finish: (response: Response) => void = () => {};
    const api = renderList(DIRECTOR_ME, () => new Promise<Response>((resolve) => (finish = resolve)));
    const button = await screen.findByRole('button', { name: '엑셀 다운로드' });
    await user.click(button);

    expect(await screen.findByRole('progressbar', { name: '엑셀 파일을 만드는 중' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // A second click while it runs starts nothing.
    await user.click(button);
    expect(api.exports()).toBe(1);

    finish(xlsxResponse());
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:http://localhost/staff', download: FILE_NAME }]));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(store.getState().toast).toMatchObject({ isOpen: true, msg: '직원 목록 엑셀 파일을 내려받았습니다.' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s Korean refusal under the button, and clears it on a successful retry', async () => {
    const user = userEvent.setup();
    const answers = [
      () =>
        new Response(
          JSON.stringify({
            code: 'FORBIDDEN',
            message: '이 작업을 할 권한이 없습니다. 학원 관리자에게 권한을 요청해 주세요.',
          }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
      xlsxResponse,
    ];
    renderList(withAuthCd('031'), async () => (answers.shift() ?? xlsxResponse)());
    await user.click(await screen.findByRole('button', { name: '엑셀 다운로드' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이 작업을 할 권한이 없습니다. 학원 관리자에게 권한을 요청해 주세요.',
    );
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: '엑셀 다운로드' }));
    await waitFor(() => expect(saved.map((file) => file.download)).toEqual([FILE_NAME]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in Korean that the file could not be fetched when the network fails', async () => {
    const user = userEvent.setup();
    renderList(withAuthCd('032'), () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(await screen.findByRole('button', { name: '엑셀 다운로드' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '파일을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.',
    );
    expect(saved).toEqual([]);
  });

  it('is not offered to staff without an employee code', async () => {
    renderList(withAuthCd('010#020'), () => Promise.resolve(xlsxResponse()));
    // The list shows only once the signed-in member (and so their codes) is known.
    expect(await screen.findByText('김원장')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '엑셀 다운로드' })).not.toBeInTheDocument();
  });
});
