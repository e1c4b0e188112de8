import type { AcademyExportResponse } from '@academy/domain/academy-export/academy-export.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../app/hosts/toast-host';
import { DIRECTOR_ME, INST_ID, INST_NM, meFixture } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { AcademyExportPage } from './academy-export-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const EXPORT_ID = '019a0000-0000-7000-8000-0000000000e1';
const LATEST = `GET /api/insts/${INST_ID}/exports/latest`;
const START = `POST /api/insts/${INST_ID}/exports`;

const running = (done: number): AcademyExportResponse => ({
  exportId: EXPORT_ID,
  status: 'running',
  done,
  total: 200,
  createdAt: '2026-11-22T03:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  fileName: null,
  sizeBytes: null,
});

const ready: AcademyExportResponse = {
  ...running(200),
  status: 'ready',
  finishedAt: '2026-11-22T03:00:05.000Z',
  expiresAt: '2026-11-23T03:00:05.000Z',
  fileName: '한빛수학학원_학원데이터_20261122.zip',
  sizeBytes: 839_680,
};

function open(me = DIRECTOR_ME, answers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/auth/me': ok(me), ...answers });
  renderRoutes([{ path: '/v3/inst/export', element: <AcademyExportPage /> }], '/v3/inst/export', {
    academy: 'demo',
    extra: <ToastHost />,
  });
  return api;
}

describe('학원 데이터 내보내기 (/v3/inst/export)', () => {
  it('starts an export, shows its progress, then the download link of the ready file', async () => {
    let polls = 0;
    const api = open(DIRECTOR_ME, {
      [LATEST]: () => {
        polls += 1;
        if (polls === 1) return ok({ latest: null });
        return ok({ latest: polls === 2 ? running(100) : ready });
      },
      [START]: ok({ ...running(0), started: true }),
    });
    expect(await screen.findByText('아직 내보낸 적이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '담기는 내용' })).toHaveTextContent(/학원 정보.*직원.*원생.*출결.*등하원/);

    await userEvent.click(screen.getByRole('button', { name: '내보내기 시작' }));
    const bar = await screen.findByRole('progressbar', { name: '파일을 만드는 중' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('button', { name: '내보내기 시작' })).toBeDisabled();
    expect(api.callsTo(START)).toHaveLength(1);

    await screen.findByText('100 / 200건', {}, { timeout: 3000 });
    expect(screen.getByRole('progressbar', { name: '파일을 만드는 중' })).toHaveAttribute('aria-valuenow', '50');

    const link = await screen.findByRole('link', { name: '내려받기' }, { timeout: 3000 });
    expect(link).toHaveAttribute('href', `/api/insts/${INST_ID}/exports/${EXPORT_ID}/download`);
    expect(link).toHaveAttribute('download', ready.fileName);
    expect(screen.getByText('파일이 준비되었습니다.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('820KB')).toBeInTheDocument();
    expect(screen.getByText(/2026\.11\.23 \(월\) 12:00까지/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: '새로 내보내기' })).toBeEnabled();
    // Polling stops once the file is ready.
    const asked = polls;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(polls).toBe(asked);
  });

  it('says so when an export was running already, and shows that one', async () => {
    open(DIRECTOR_ME, {
      [LATEST]: ok({ latest: { ...running(20), status: 'failed' } }),
      [START]: ok({ ...running(40), started: false }),
    });
    expect(await screen.findByText(/파일을 만들지 못했습니다/)).toHaveAttribute('role', 'status');
    await userEvent.click(screen.getByRole('button', { name: '새로 내보내기' }));
    expect(await screen.findByRole('progressbar', { name: '파일을 만드는 중' })).toHaveAttribute('aria-valuenow', '20');
    expect(await screen.findByText('이미 진행 중인 내보내기가 있어 그 진행 상황을 보여 드립니다.')).toBeInTheDocument();
  });

  it('tells anyone but the director that only the director exports, and asks nothing', async () => {
    const manager = meFixture(
      {},
      { memberships: [{ instId: INST_ID, instNm: INST_NM, relationCd: '030', role: 'MANAGER', authCd: '000' }] },
    );
    const api = open(manager);
    const main = await screen.findByText('학원 데이터 내보내기는 원장님만 할 수 있습니다.');
    expect(within(main.parentElement as HTMLElement).getByText(/원장님 계정으로만/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /내보내기/ })).toBeNull();
    expect(api.callsTo(LATEST)).toHaveLength(0);
  });
});
