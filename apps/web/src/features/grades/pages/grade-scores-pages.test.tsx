import type { SaveScoresBody } from '@academy/domain/grades/grades.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_ME, INST_ID } from '../../../test/fixtures';
import { type ApiCall, fail, mockApi, ok } from '../../../test/mock-api';
import { landing, renderRoutes, resetModals } from '../../../test/render-routes';
import { GRADE_ID, gradeDetail, rosterRow } from '../testing/grades-fixtures';
import { CreateGradePage2, EditGradePage2 } from './grade-scores-pages';

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const DETAIL = `GET /api/insts/${INST_ID}/grades/${GRADE_ID}`;
const SAVE = `PUT /api/insts/${INST_ID}/grades/${GRADE_ID}/scores`;

/** The server's answer to a save: the roster with the scores sent. */
function savedFrom(call: ApiCall) {
  const body = call.body as SaveScoresBody;
  return gradeDetail({
    roster: body.scores.map((row, index) =>
      rosterRow(index, { score: row.score, absent: row.absent, sectionScores: row.sectionScores }),
    ),
  });
}

function renderGrid(
  detail = gradeDetail(),
  save: Parameters<typeof mockApi>[0][string] = (call) => ok(savedFrom(call)),
) {
  const api = mockApi({ 'GET /api/auth/me': () => ok(DIRECTOR_ME), [DETAIL]: () => ok(detail), [SAVE]: save });
  const view = renderRoutes(
    [
      { path: '/v3/CreateGradePage2/:gradeId?', element: <CreateGradePage2 /> },
      { path: '/v3/EditGradePage2/:gradeId?', element: <EditGradePage2 /> },
      landing('/v3/GradeDetailPage/:gradeId', '성적 상세 화면'),
      landing('/v3/GradeManagement', '성적 관리 화면'),
    ],
    `/v3/CreateGradePage2/${GRADE_ID}`,
    { academy: 'demo' },
  );
  return { api, ...view };
}

const cell = (name: string) => screen.getByRole('textbox', { name: `${name} 점수` });

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });
}

describe('the score grid (CreateGradePage2, EditGradePage2)', () => {
  it('is filled with the keyboard alone: Enter and ↓ move down the column, ↑ back up, and 저장 sends one PUT', async () => {
    const user = userEvent.setup();
    const { api } = renderGrid();
    await user.click(await screen.findByRole('textbox', { name: '김하늘 점수' }));
    await user.keyboard('90{Enter}');
    expect(cell('이바다')).toHaveFocus();
    await user.keyboard('85.5{ArrowDown}');
    expect(cell('최민준')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(cell('이바다')).toHaveFocus();
    await user.keyboard('{ArrowDown}70');
    expect(screen.getByText(/입력 3\/3명/)).toHaveTextContent('평균 81.8점');

    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('성적 상세 화면')).toBeInTheDocument();
    const saves = api.callsTo(SAVE);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual({
      scores: [
        { studentId: gradeDetail().roster[0]?.studentId, score: 90, absent: false, sectionScores: [] },
        { studentId: gradeDetail().roster[1]?.studentId, score: 85.5, absent: false, sectionScores: [] },
        { studentId: gradeDetail().roster[2]?.studentId, score: 70, absent: false, sectionScores: [] },
      ],
    });
  });

  it('pastes a spreadsheet column into the rows below the focused cell, 결시 marks included', async () => {
    renderGrid();
    const first = await screen.findByRole('textbox', { name: '이바다 점수' });
    paste(first, '88\r\n결시\r\n');
    expect(cell('이바다')).toHaveValue('88');
    expect(screen.getByRole('checkbox', { name: '최민준 결시' })).toBeChecked();
    expect(cell('김하늘')).toHaveValue('');
    expect(screen.getByText(/2칸에 붙여 넣었습니다/)).toHaveAttribute('role', 'status');
  });

  it('refuses a paste with a bad value, naming its row, and changes nothing', async () => {
    renderGrid();
    const first = await screen.findByRole('textbox', { name: '김하늘 점수' });
    paste(first, '90\n120\nabc');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('붙여 넣은 값 중 점수가 아닌 것이 있어 아무것도 바꾸지 않았습니다.');
    expect(alert).toHaveTextContent("2행 이바다: '120' — 점수는 0점부터 100점 사이로 입력해 주세요.");
    expect(alert).toHaveTextContent("3행 최민준: 'abc'");
    expect(cell('김하늘')).toHaveValue('');
  });

  it('keeps everything typed when the server refuses the save, and says why', async () => {
    const user = userEvent.setup();
    const { api } = renderGrid(gradeDetail(), () =>
      fail(400, 'VALIDATION_FAILED', '최민준 학생은 이 시험의 원생이 아닙니다. 새로고침한 뒤 다시 입력해 주세요.'),
    );
    await user.type(await screen.findByRole('textbox', { name: '김하늘 점수' }), '77');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('최민준 학생은 이 시험의 원생이 아닙니다.');
    expect(cell('김하늘')).toHaveValue('77');
    expect(api.callsTo(SAVE)).toHaveLength(1);
  });

  it('does not send a grid with a bad cell, and names the row', async () => {
    const user = userEvent.setup();
    const { api } = renderGrid();
    await user.type(await screen.findByRole('textbox', { name: '이바다 점수' }), '9.25');
    expect(cell('이바다')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2행 이바다: 점수는 소수 첫째 자리까지 입력해 주세요.');
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('adds up section scores into the total and sends each section', async () => {
    const user = userEvent.setup();
    const detail = gradeDetail({
      sections: [
        { name: '듣기', maxScore: 40 },
        { name: '독해', maxScore: 60 },
      ],
      roster: [rosterRow(0, { sectionScores: [null, null] })],
    });
    const { api } = renderGrid(detail);
    await user.click(await screen.findByRole('textbox', { name: '김하늘 듣기 점수' }));
    await user.keyboard('35{ArrowRight}');
    expect(screen.getByRole('textbox', { name: '김하늘 독해 점수' })).toHaveFocus();
    await user.keyboard('52');
    expect(screen.getByRole('status', { name: '김하늘 합계' })).toHaveTextContent('87');
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toEqual({
      scores: [{ studentId: detail.roster[0]?.studentId, score: 87, absent: false, sectionScores: [35, 52] }],
    });
  });

  it('asks before leaving with unsaved scores', async () => {
    const user = userEvent.setup();
    const { router } = renderGrid();
    await user.type(await screen.findByRole('textbox', { name: '김하늘 점수' }), '90');
    void router.navigate('/v3/GradeManagement');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('입력한 점수가 저장되지 않았습니다.');
    await user.click(within(dialog).getByRole('button', { name: '계속 입력' }));
    expect(cell('김하늘')).toHaveValue('90');
    expect(screen.queryByText('성적 관리 화면')).not.toBeInTheDocument();
  });

  it('shows the scores already entered when editing, 결시 ticked', async () => {
    mockApi({
      'GET /api/auth/me': () => ok(DIRECTOR_ME),
      [DETAIL]: () => ok(gradeDetail({ roster: [rosterRow(0, { score: 95 }), rosterRow(1, { absent: true })] })),
    });
    renderRoutes(
      [{ path: '/v3/EditGradePage2/:gradeId?', element: <EditGradePage2 /> }],
      `/v3/EditGradePage2/${GRADE_ID}`,
      {
        academy: 'demo',
      },
    );
    expect(await screen.findByRole('textbox', { name: '김하늘 점수' })).toHaveValue('95');
    expect(screen.getByRole('checkbox', { name: '이바다 결시' })).toBeChecked();
    expect(screen.getByText(/입력 2\/2명/)).toBeInTheDocument();
  });
});
