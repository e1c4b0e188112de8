import type { CreateGradeBody } from '@academy/domain/grades/grades.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { type ApiCall, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { CLASS_ID, GRADE_ID, gradeDetail } from '../testing/grades-fixtures';
import { CreateGradePage, EditGradePage } from './grade-form-pages';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const CREATE = `POST /api/insts/${INST_ID}/grades`;
const EDIT = `PATCH /api/insts/${INST_ID}/grades/${GRADE_ID}`;

function renderForm(url: string) {
  const api = mockApi({
    'GET /api/auth/me': () => ok(DIRECTOR_ME),
    [`GET /api/insts/${INST_ID}/grades/form-options`]: () =>
      ok({ classes: [{ classId: CLASS_ID, classNm: '중등 수학 A반', compulsorySubject: '수학' }] }),
    [`GET /api/insts/${INST_ID}/grades/${GRADE_ID}`]: () => ok(gradeDetail()),
    [CREATE]: (call: ApiCall) => ok(gradeDetail(call.body as Partial<CreateGradeBody>)),
    [EDIT]: () => ok(gradeDetail({ name: '11월 단원평가 (재시험)' })),
  });
  renderRoutes(
    [
      { path: '/v3/CreateGradePage', element: <CreateGradePage /> },
      { path: '/v3/EditGradePage/:gradeId?', element: <EditGradePage /> },
      landing('/v3/CreateGradePage2/:gradeId', '점수 입력 화면'),
      landing('/v3/GradeDetailPage/:gradeId', '성적 상세 화면'),
    ],
    url,
    { academy: 'demo' },
  );
  return api;
}

describe('CreateGradePage (step 1)', () => {
  it('makes the test with its sections, then opens the score grid', async () => {
    const user = userEvent.setup();
    const api = renderForm('/v3/CreateGradePage');
    await user.type(await screen.findByRole('textbox', { name: /시험 이름/ }), '11월 단원평가');
    // The only class is chosen, its subject filled in.
    expect(screen.getByRole('textbox', { name: /과목/ })).toHaveValue('수학');
    await user.click(screen.getByRole('button', { name: '영역 추가' }));
    await user.type(screen.getByRole('textbox', { name: '1번째 영역 이름' }), '듣기');
    await user.type(screen.getByRole('spinbutton', { name: '1번째 영역 만점' }), '40');
    await user.click(screen.getByRole('button', { name: '다음: 점수 입력' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('영역별 만점의 합이 총 만점(100점)과 같아야 합니다.');
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '영역 추가' }));
    await user.type(screen.getByRole('textbox', { name: '2번째 영역 이름' }), '독해');
    await user.type(screen.getByRole('spinbutton', { name: '2번째 영역 만점' }), '60');
    await user.click(screen.getByRole('button', { name: '다음: 점수 입력' }));
    expect(await screen.findByText('점수 입력 화면')).toBeInTheDocument();
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({
      classId: CLASS_ID,
      name: '11월 단원평가',
      subject: '수학',
      maxScore: 100,
      sections: [
        { name: '듣기', maxScore: 40 },
        { name: '독해', maxScore: 60 },
      ],
    });
  });

  it('asks for the name in Korean and sends nothing', async () => {
    const user = userEvent.setup();
    const api = renderForm('/v3/CreateGradePage');
    await user.click(await screen.findByRole('button', { name: '다음: 점수 입력' }));
    expect(await screen.findByText('시험 이름을 입력해 주세요')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });
});

describe('EditGradePage', () => {
  it('edits the test without its class and returns to its page', async () => {
    const user = userEvent.setup();
    const api = renderForm(`/v3/EditGradePage/${GRADE_ID}`);
    const name = await screen.findByRole('textbox', { name: /시험 이름/ });
    expect(name).toHaveValue('11월 단원평가');
    expect(screen.queryByRole('combobox', { name: /반/ })).not.toBeInTheDocument();
    await user.type(name, ' (재시험)');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('성적 상세 화면')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(EDIT)).toHaveLength(1));
    const body = api.callsTo(EDIT)[0]?.body as Record<string, unknown>;
    expect(body.name).toBe('11월 단원평가 (재시험)');
    expect(body).not.toHaveProperty('classId');
  });
});
