import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { type ApiCall, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import {
  CLASS_A,
  CLASSES,
  FILE_ID,
  familyMaterial,
  MATERIAL_ID,
  MATERIALS_BASE,
  material,
  PARENT_ME,
} from '../testing/materials-fixtures';
import { MaterialListPage } from './material-list-page';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const FOLDERS = { folders: [{ folder: '3단원', count: 1 }], tags: [{ tag: '학습지', count: 1 }] };

function renderList(answers: Parameters<typeof mockApi>[0] = {}, url = '/v3/materials/list') {
  const api = mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`GET ${MATERIALS_BASE}/classes`]: () => ok(CLASSES),
    [`GET ${MATERIALS_BASE}/folders`]: () => ok(FOLDERS),
    [`GET ${MATERIALS_BASE}`]: () => ok({ items: [material()], nextCursor: null }),
    ...answers,
  });
  const view = renderRoutes([{ path: '/v3/materials/list', element: <MaterialListPage /> }], url, {
    academy: 'demo',
  });
  return { api, ...view };
}

const listCalls = (calls: readonly ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === MATERIALS_BASE);

describe('the study materials list', () => {
  it('shows staff each material with its files, download links and counts, and 자료 올리기', async () => {
    renderList();
    const card = await screen.findByRole('article', { name: '이차함수 그래프 학습지' });
    expect(within(card).getByText('중3 수학 심화반 · 박강사 · 2026.11.18')).toBeInTheDocument();
    expect(within(card).getByText('3단원')).toBeInTheDocument();
    expect(within(card).getByText('#이차함수')).toBeInTheDocument();
    expect(within(card).getAllByText('내려받음 3회').length).toBeGreaterThan(0);
    expect(within(card).getByText(/문서 · 13\.0KB|문서 · 13KB/)).toBeInTheDocument();
    const download = within(card).getByRole('link', { name: '이차함수 학습지.pdf 내려받기' });
    expect(download).toHaveAttribute(
      'href',
      `/api/insts/${INST_ID}/materials/${MATERIAL_ID}/files/${FILE_ID}/download`,
    );
    expect(screen.getByRole('link', { name: '자료 올리기' })).toHaveAttribute('href', '/v3/materials/write');
  });

  it('filters by class, folder chip, tag chip and search words through the address', async () => {
    const { api, router } = renderList();
    await screen.findByRole('article', { name: '이차함수 그래프 학습지' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '반' }), CLASS_A);
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('classId')).toBe(CLASS_A));
    expect(screen.getByRole('link', { name: '자료 올리기' })).toHaveAttribute(
      'href',
      `/v3/materials/write?classId=${CLASS_A}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: '3단원 1' }));
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('folder')).toBe('3단원'));
    expect(screen.getByRole('button', { name: '3단원 1' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '#학습지' }));
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('tag')).toBe('학습지'));
    await userEvent.type(screen.getByRole('searchbox', { name: '자료 검색' }), '그래프{Enter}');
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('q')).toBe('그래프'));
    expect(router.state.location.search).toContain('q=');
  });

  it('shows staff who downloaded a material', async () => {
    renderList({
      [`GET ${MATERIALS_BASE}/${MATERIAL_ID}/downloads`]: () =>
        ok({
          files: [
            {
              fileId: FILE_ID,
              originalNm: '이차함수 학습지.pdf',
              downloadCnt: 3,
              people: [
                { userId: 'u1', userNm: '최민준', roleLabel: '학생', days: 2, lastAt: '2026-11-23T10:00:00.000Z' },
                { userId: 'u2', userNm: '최학부모', roleLabel: '학부모', days: 1, lastAt: '2026-11-22T10:00:00.000Z' },
              ],
            },
          ],
        }),
    });
    const card = await screen.findByRole('article', { name: '이차함수 그래프 학습지' });
    const toggle = within(card).getByRole('button', { name: '내려받은 사람' });
    await userEvent.click(toggle);
    expect(await within(card).findByText('최민준 (학생) · 2일')).toBeInTheDocument();
    expect(within(card).getByText('최학부모 (학부모) · 1일')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '접기' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('deletes a material after asking, and refreshes the list', async () => {
    let items = [material()];
    const { api } = renderList({
      [`GET ${MATERIALS_BASE}`]: () => ok({ items, nextCursor: null }),
      [`DELETE ${MATERIALS_BASE}/${MATERIAL_ID}`]: () => {
        items = [];
        return { status: 200 };
      },
    });
    const card = await screen.findByRole('article', { name: '이차함수 그래프 학습지' });
    await userEvent.click(within(card).getByRole('button', { name: '이차함수 그래프 학습지 삭제' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '예' }));
    expect(await screen.findByText('아직 학습 자료가 없습니다')).toBeInTheDocument();
    expect(api.callsTo(`DELETE ${MATERIALS_BASE}/${MATERIAL_ID}`)).toHaveLength(1);
  });

  it('shows a family their materials to download, without counts or writing', async () => {
    renderList({
      'GET /api/auth/me': () => ok(PARENT_ME),
      [`GET ${MATERIALS_BASE}/classes`]: () => ok({ ...CLASSES, canWrite: false }),
      [`GET ${MATERIALS_BASE}`]: () => ok({ items: [familyMaterial()], nextCursor: null }),
    });
    const card = await screen.findByRole('article', { name: '이차함수 그래프 학습지' });
    expect(within(card).getByRole('link', { name: '이차함수 학습지.pdf 내려받기' })).toBeInTheDocument();
    expect(within(card).queryByText(/내려받음/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '내려받은 사람' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '자료 올리기' })).not.toBeInTheDocument();
  });

  it('pages on with 더 보기', async () => {
    const { api } = renderList({
      [`GET ${MATERIALS_BASE}`]: (call) =>
        call.query.get('cursor')
          ? ok({ items: [material({ materialId: 'm-2', title: '두 번째 자료' })], nextCursor: null })
          : ok({ items: [material()], nextCursor: MATERIAL_ID }),
    });
    await userEvent.click(await screen.findByRole('button', { name: '더 보기' }));
    expect(await screen.findByRole('article', { name: '두 번째 자료' })).toBeInTheDocument();
    expect(listCalls(api.calls).at(-1)?.query.get('cursor')).toBe(MATERIAL_ID);
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  });

  it('says plainly when a search finds nothing', async () => {
    renderList(
      { [`GET ${MATERIALS_BASE}`]: () => ok({ items: [], nextCursor: null }) },
      '/v3/materials/list?q=없는자료',
    );
    expect(await screen.findByText('찾는 자료가 없습니다')).toBeInTheDocument();
  });
});
