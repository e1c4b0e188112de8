import type { AttendanceSheetResponse, MarkAttendanceBody } from '@academy/domain/attendance/attendance.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetModals } from '../../../test/render-routes';
import { renderInRouter } from '../testing/render-attendance';
import { AttendanceSheet } from './attendance-sheet';

afterEach(() => resetModals());

const id = (n: number) => `019a0000-0000-7000-8000-00000000000${n}`;

function sheetOf(rows: Partial<AttendanceSheetResponse['rows'][number]>[]): AttendanceSheetResponse {
  return {
    classId: id(9),
    classNm: '수학A',
    date: '2026-11-23',
    session: { kind: 'regular', startTime: '15:00', endTime: '17:00', room: '301호', cancelled: false, reason: null },
    editable: true,
    notEditableReason: null,
    rows: rows.map((row, index) => ({
      studentId: id(index + 1),
      studentNm: `학생${index + 1}`,
      status: null,
      memo: null,
      source: null,
      markedAt: null,
      checkInAt: null,
      checkOutAt: null,
      ...row,
    })),
    summary: {
      counts: { PRESENT: 0, LATE: 0, ABSENT: 0, EARLY_LEAVE: 0, MAKEUP: 0 },
      total: 0,
      attended: 0,
      rate: null,
    },
  };
}

function renderSheet(sheet: AttendanceSheetResponse) {
  const saved: MarkAttendanceBody[] = [];
  const onSave = vi.fn(async (body: MarkAttendanceBody) => {
    saved.push(body);
  });
  const view = renderInRouter(<AttendanceSheet sheet={sheet} onSave={onSave} />);
  return { ...view, saved, onSave };
}

describe('AttendanceSheet', () => {
  it('shows each student with 출석/지각/결석/조퇴/보강 and a memo, and the desk times', () => {
    renderSheet(
      sheetOf([
        { studentNm: '최민준', status: 'PRESENT', source: 'desk', checkInAt: '2026-11-23T05:02:00.000Z' },
        { studentNm: '김도윤' },
      ]),
    );
    const minjun = screen.getByRole('group', { name: '최민준' });
    expect(
      within(minjun)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['PRESENT', 'LATE', 'ABSENT', 'EARLY_LEAVE', 'MAKEUP']);
    expect(within(minjun).getByRole('radio', { name: '출석' })).toBeChecked();
    expect(screen.getByText('등원 14:02')).toBeInTheDocument();
    expect(screen.getByText('데스크')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: '김도윤' })).getByRole('radio', { name: '결석' }),
    ).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: '김도윤 메모' })).toHaveValue('');
  });

  it('"모두 출석" marks every row 출석 and saves the whole sheet in one request', async () => {
    const user = userEvent.setup();
    const saved: MarkAttendanceBody[] = [];
    const onSave = vi.fn(async (body: MarkAttendanceBody) => {
      saved.push(body);
    });
    // As the page does, the sheet is read again after the save: the server's answer holds the marks.
    function Page() {
      const [sheet, setSheet] = useState(() => sheetOf([{}, {}, {}]));
      return (
        <AttendanceSheet
          sheet={sheet}
          onSave={async (body) => {
            await onSave(body);
            setSheet((before) => ({
              ...before,
              rows: before.rows.map((row) => {
                const mark = body.rows.find((entry) => entry.studentId === row.studentId);
                return mark ? { ...row, status: mark.status, memo: mark.memo || null } : row;
              }),
            }));
          }}
        />
      );
    }
    renderInRouter(<Page />);
    await user.type(screen.getByRole('textbox', { name: '학생2 메모' }), '교재 안 가져옴');
    await user.click(screen.getByRole('button', { name: '모두 출석' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(saved[0]).toEqual({
      rows: [
        { studentId: id(1), status: 'PRESENT', memo: '' },
        { studentId: id(2), status: 'PRESENT', memo: '교재 안 가져옴' },
        { studentId: id(3), status: 'PRESENT', memo: '' },
      ],
    });
    // The form shows the marks once it has re-rendered after the save (a busy machine may take a moment).
    for (const name of ['학생1', '학생2', '학생3']) {
      await waitFor(() =>
        expect(within(screen.getByRole('group', { name })).getByRole('radio', { name: '출석' })).toBeChecked(),
      );
    }
  });

  it('asks before "모두 출석" turns other statuses into 출석', async () => {
    const user = userEvent.setup();
    const { onSave } = renderSheet(sheetOf([{ status: 'LATE' }, {}]));
    await user.click(screen.getByRole('button', { name: '모두 출석' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('이미 다른 상태로 표시된 1명도 출석으로 바뀝니다.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(within(screen.getByRole('group', { name: '학생1' })).getByRole('radio', { name: '지각' })).toBeChecked();
  });

  it('saves only the marked rows with their statuses and trimmed memos', async () => {
    const user = userEvent.setup();
    const { saved } = renderSheet(sheetOf([{ status: 'PRESENT', memo: '기존 메모' }, {}, {}]));
    await user.click(within(screen.getByRole('group', { name: '학생2' })).getByRole('radio', { name: '조퇴' }));
    await user.type(screen.getByRole('textbox', { name: '학생2 메모' }), '  병원  ');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(saved).toEqual([
      {
        rows: [
          { studentId: id(1), status: 'PRESENT', memo: '기존 메모' },
          { studentId: id(2), status: 'EARLY_LEAVE', memo: '병원' },
        ],
      },
    ]);
  });

  it('keeps the saved marks on screen while the sheet is read again after the save', async () => {
    const user = userEvent.setup();
    // The sheet given stays the one from before the save: its fresh copy has not arrived yet.
    const { onSave } = renderSheet(sheetOf([{ status: 'PRESENT' }, {}]));
    const second = screen.getByRole('group', { name: '학생2' });
    await user.click(within(second).getByRole('radio', { name: '조퇴' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    // Give every effect of the save its turn; the old, unmarked row must not come back.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(within(second).getByRole('radio', { name: '조퇴' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: '학생1' })).getByRole('radio', { name: '출석' })).toBeChecked();
  });

  it('says so instead of saving when nothing is marked, and flags a memo that is too long', async () => {
    const user = userEvent.setup();
    const { onSave } = renderSheet(sheetOf([{}]));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('출결을 하나 이상 선택해 주세요.');
    const memo = screen.getByRole('textbox', { name: '학생1 메모' });
    memo.removeAttribute('maxLength');
    await user.click(within(screen.getByRole('group', { name: '학생1' })).getByRole('radio', { name: '출석' }));
    await user.click(memo);
    await user.paste('가'.repeat(201));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('메모는 200자 이하로 입력해 주세요.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    const { router } = renderSheet(sheetOf([{}]));
    await user.click(within(screen.getByRole('group', { name: '학생1' })).getByRole('radio', { name: '결석' }));
    act(() => void router.navigate('/elsewhere'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('저장하지 않고 나가면 입력한 내용이 사라집니다. 나갈까요?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '계속 입력' }));
    expect(router.state.location.pathname).toBe('/');
    act(() => void router.navigate('/elsewhere'));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '나가기' }));
    expect(await screen.findByRole('heading', { name: '다른 화면' })).toBeInTheDocument();
  });

  it('shows a day that cannot be marked without the save buttons', () => {
    renderSheet({ ...sheetOf([{}]), editable: false, notEditableReason: '이 날은 수업이 없는 날입니다.' });
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
    expect(within(screen.getByRole('group', { name: '학생1' })).getByRole('radio', { name: '출석' })).toBeDisabled();
  });
});
