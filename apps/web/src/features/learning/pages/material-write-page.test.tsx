import type { MaterialFileView } from '@academy/domain/materials/materials.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { CLASS_A, CLASSES, MATERIAL_ID, MATERIALS_BASE, material } from '../testing/materials-fixtures';
import { MaterialWritePage } from './material-write-page';

/** Uploads go through XMLHttpRequest (lib/upload-with-progress): the endpoint's file answers at once. */
const uploaded: File[] = [];
vi.mock('../api/upload-material-file', () => ({
  uploadMaterialFile: async (_instId: string, file: File, options: { onProgress?: (fraction: number) => void }) => {
    uploaded.push(file);
    options.onProgress?.(1);
    return {
      fileId: `019a0000-0000-7000-8000-0000000000e${uploaded.length}`,
      originalNm: file.name,
      sizeBytes: file.size,
      kind: 'document',
      contentType: 'application/pdf',
      downloadCnt: null,
    } satisfies MaterialFileView;
  },
}));

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
  uploaded.length = 0;
});

function renderWrite(url: string, answers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`GET ${MATERIALS_BASE}/classes`]: () => ok(CLASSES),
    [`GET ${MATERIALS_BASE}/folders`]: () => ok({ folders: [{ folder: '3단원', count: 2 }], tags: [] }),
    ...answers,
  });
  const view = renderRoutes(
    [
      { path: '/v3/materials/write/:materialId?', element: <MaterialWritePage /> },
      landing('/v3/materials/list', '학습 자료 목록'),
    ],
    url,
    { academy: 'demo' },
  );
  return { api, ...view };
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('writing a study material', () => {
  it('saves a new material with its class, folder, tags and uploaded files, then goes to the class’s list', async () => {
    const { api, router } = renderWrite(`/v3/materials/write?classId=${CLASS_A}`, {
      [`POST ${MATERIALS_BASE}`]: () => ok(material()),
    });
    expect(await screen.findByRole('combobox', { name: /반/ })).toHaveValue(CLASS_A);
    await userEvent.type(screen.getByRole('textbox', { name: /제목/ }), '이차함수 그래프 학습지');
    await userEvent.type(screen.getByRole('textbox', { name: '설명' }), '풀이를 정리해 오세요.');
    await userEvent.click(await screen.findByRole('button', { name: '3단원' }));
    expect(screen.getByRole('combobox', { name: '폴더' })).toHaveValue('3단원');
    await userEvent.type(screen.getByRole('textbox', { name: '태그' }), '#학습지, 이차함수 학습지');
    expect(screen.getByText('#이차함수')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('파일 올리기', { selector: 'input' }), [pdf('학습지.pdf')]);
    expect(await screen.findByText('학습지.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/v3/materials/list'));
    expect(router.state.location.search).toBe(`?classId=${CLASS_A}`);
    expect(api.callsTo(`POST ${MATERIALS_BASE}`)[0]?.body).toEqual({
      classId: CLASS_A,
      title: '이차함수 그래프 학습지',
      description: '풀이를 정리해 오세요.',
      folder: '3단원',
      tags: ['학습지', '이차함수'],
      fileIds: ['019a0000-0000-7000-8000-0000000000e1'],
    });
  });

  it('says what is missing and sends nothing', async () => {
    const { api } = renderWrite('/v3/materials/write');
    await userEvent.click(await screen.findByRole('button', { name: '저장' }));
    expect(await screen.findByText('반을 선택해 주세요')).toBeInTheDocument();
    expect(screen.getByText('제목을 입력해 주세요')).toBeInTheDocument();
    expect(screen.getByText('자료 파일을 올려 주세요')).toBeInTheDocument();
    expect(api.callsTo(`POST ${MATERIALS_BASE}`)).toHaveLength(0);
  });

  it('refuses a file off the allow-lists before uploading it', async () => {
    renderWrite('/v3/materials/write');
    await screen.findByRole('button', { name: '저장' });
    await userEvent.upload(
      screen.getByLabelText('파일 올리기', { selector: 'input' }),
      [new File(['x'], 'script.exe', { type: 'application/octet-stream' })],
      { applyAccept: false },
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(uploaded).toHaveLength(0);
  });

  it('edits a material: its values filled in, its class fixed, a file taken out', async () => {
    const { api } = renderWrite(`/v3/materials/write/${MATERIAL_ID}`, {
      [`GET ${MATERIALS_BASE}/${MATERIAL_ID}`]: () => ok(material()),
      [`PATCH ${MATERIALS_BASE}/${MATERIAL_ID}`]: () => ok(material()),
    });
    const title = await screen.findByRole('textbox', { name: /제목/ });
    expect(title).toHaveValue('이차함수 그래프 학습지');
    expect(screen.getByRole('combobox', { name: /반/ })).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('파일 올리기', { selector: 'input' }), [pdf('추가.pdf')]);
    await screen.findByText('추가.pdf');
    await userEvent.click(screen.getByRole('button', { name: '이차함수 학습지.pdf 빼기' }));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.callsTo(`PATCH ${MATERIALS_BASE}/${MATERIAL_ID}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH ${MATERIALS_BASE}/${MATERIAL_ID}`)[0]?.body).toMatchObject({
      title: '이차함수 그래프 학습지',
      fileIds: ['019a0000-0000-7000-8000-0000000000e1'],
    });
  });

  it('shows the server’s refusal of a file on the files', async () => {
    renderWrite(`/v3/materials/write?classId=${CLASS_A}`, {
      [`POST ${MATERIALS_BASE}`]: () =>
        fail(400, 'FEED_FILE_NOT_FOUND', '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.', {
          'fileIds.0': '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
        }),
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /제목/ }), '자료');
    await userEvent.upload(screen.getByLabelText('파일 올리기', { selector: 'input' }), [pdf('a.pdf')]);
    await screen.findByText('a.pdf');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(
      (await screen.findAllByText('올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.')).length,
    ).toBeGreaterThan(0);
  });
});
