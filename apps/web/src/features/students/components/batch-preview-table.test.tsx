import type {
  BatchImportResponse,
  BatchPreviewResponse,
  BatchPreviewRow,
} from '@academy/domain/students/students.batch';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { StudentBatchPage } from '../pages/student-batch-page';
import { BatchPreviewTable } from './batch-preview-table';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const good = (rowNumber: number, studentNm: string): BatchPreviewRow => ({
  rowNumber,
  values: { studentNm, birthdate: '2012-03-15', genderCd: '남', gradeYear: '중2' },
  errors: {},
});

const ROWS: BatchPreviewRow[] = [
  good(2, '김민준'),
  {
    rowNumber: 3,
    values: { studentNm: '이서연', birthdate: '2012-02-30', gradeYear: '중5' },
    errors: {
      birthdate: '생년월일 형식이 올바르지 않습니다. 다시 입력해 주세요.',
      gradeYear: '학년은 초1~초6, 중1~중3, 고1~고3 중 하나로 입력해 주세요.',
    },
  },
  good(4, '박지훈'),
  { rowNumber: 5, values: { studentNm: '' }, errors: { studentNm: '이름을 입력해 주세요' } },
];

describe('BatchPreviewTable', () => {
  it('highlights the bad rows with their Korean errors, showing only them first', async () => {
    const user = userEvent.setup();
    render(<BatchPreviewTable rows={ROWS} />);
    const table = screen.getByRole('table', { name: '일괄 등록 미리보기' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const bad = within(table).getByRole('row', { name: '3행 오류' });
    expect(bad).toHaveTextContent('생년월일: 생년월일 형식이 올바르지 않습니다. 다시 입력해 주세요.');
    expect(bad).toHaveTextContent('학년: 학년은 초1~초6, 중1~중3, 고1~고3 중 하나로 입력해 주세요.');
    expect(within(bad).getByText('2012-02-30').className).toMatch(/badCell/);
    expect(within(table).getByRole('row', { name: '5행 오류' })).toHaveTextContent('이름: 이름을 입력해 주세요');

    const onlyErrors = screen.getByRole('checkbox', { name: '오류만 보기' });
    expect(onlyErrors).toBeChecked();
    await user.click(onlyErrors);
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByRole('rowheader', { name: '2' }).closest('tr')).toHaveTextContent('정상');
  });

  it('has no filter when every row is fine', () => {
    render(<BatchPreviewTable rows={[good(2, '김민준')]} />);
    expect(screen.queryByRole('checkbox', { name: '오류만 보기' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});

describe('StudentBatch', () => {
  it('uploads the file chosen under its Korean label, previews it, imports the valid rows and reports', async () => {
    const user = userEvent.setup();
    const preview: BatchPreviewResponse = {
      previewToken: '66666666-6666-4666-8666-666666666666',
      fileName: '원생.xlsx',
      total: 4,
      validCount: 2,
      invalidCount: 2,
      rows: ROWS,
      expiresAt: '2026-11-22T04:00:00.000Z',
    };
    const result: BatchImportResponse = {
      total: 4,
      imported: 2,
      skipped: 2,
      report: [
        { rowNumber: 2, studentNm: '김민준', result: 'imported', studentId: 's1', errors: {} },
        { rowNumber: 3, studentNm: '이서연', result: 'skipped', studentId: null, errors: ROWS[1]?.errors ?? {} },
        { rowNumber: 4, studentNm: '박지훈', result: 'imported', studentId: 's2', errors: {} },
        { rowNumber: 5, studentNm: '', result: 'skipped', studentId: null, errors: ROWS[3]?.errors ?? {} },
      ],
    };
    const api = mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`POST /api/insts/${INST_ID}/students/batch/preview`]: () => ok(preview),
      [`POST /api/insts/${INST_ID}/students/batch/import`]: () => ok(result),
    });
    renderRoutes([{ path: '/v3/StudentBatch', element: <StudentBatchPage /> }], '/v3/StudentBatch');
    const input = await screen.findByLabelText('엑셀 파일 선택');
    await user.upload(input, new File([new Uint8Array([0x50, 0x4b, 3, 4])], '원생.xlsx'));
    expect(await screen.findByText('4명 중 2명 등록 가능, 2명 오류')).toBeInTheDocument();
    const [upload] = api.callsTo(`POST /api/insts/${INST_ID}/students/batch/preview`);
    const form = upload?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('원생.xlsx');

    await user.click(screen.getByRole('button', { name: '2명 등록하기' }));
    expect(await screen.findByText(/2명을 등록했습니다\. 2명은 등록하지 않았습니다\./)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/insts/${INST_ID}/students/batch/import`)[0]?.body).toEqual({
      previewToken: preview.previewToken,
    });
    expect(screen.getByText(/3행 이서연: 생년월일 - 생년월일 형식이/)).toBeInTheDocument();
  });

  it('shows a refused file in Korean beside the input', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [`POST /api/insts/${INST_ID}/students/batch/preview`]: () => ({
        status: 415,
        body: { code: 'BATCH_FILE_TYPE', message: '엑셀(.xlsx) 파일만 올릴 수 있습니다.' },
      }),
    });
    renderRoutes([{ path: '/v3/StudentBatch', element: <StudentBatchPage /> }], '/v3/StudentBatch');
    await user.upload(await screen.findByLabelText('엑셀 파일 선택'), new File(['a,b'], '원생.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('엑셀(.xlsx) 파일만 올릴 수 있습니다.');
  });
});
