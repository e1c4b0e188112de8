import type { UpdateReportBody } from '@academy/domain/reports/reports.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../app/hosts/toast-host';
import { type ApiCall, fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, resetModals } from '../../../test/render-routes';
import { REPORT_A, REPORTS_BASE, report, TEACHER_ME } from '../testing/report-fixtures';
import { ReportFormPage } from './report-form-page';

vi.mock('../../../ui/chart-wrapper/chart-renderer', () => ({ default: () => null }));

afterEach(() => {
  resetModals();
  vi.unstubAllGlobals();
});

const REPORT = `${REPORTS_BASE}/${REPORT_A}`;
let view: ReturnType<typeof renderRoutes> | null = null;

function open(answers: Parameters<typeof mockApi>[0] = {}, url = `/v3/ReportForm/${REPORT_A}`) {
  let current = report({ commentDraft: '지난번 임시 저장' });
  const api = mockApi({
    'GET /api/auth/me': ok(TEACHER_ME),
    [`GET ${REPORT}`]: () => ok(current),
    [`PATCH ${REPORT}`]: (call: ApiCall) => {
      const body = call.body as UpdateReportBody;
      current = {
        ...current,
        ...(body.comment !== undefined ? { comment: body.comment } : {}),
        ...(body.commentDraft !== undefined ? { commentDraft: body.commentDraft } : {}),
      };
      return ok(current);
    },
    ...answers,
  });
  view = renderRoutes([{ path: '/v3/ReportForm/:reportId?', element: <ReportFormPage /> }], url, {
    academy: 'demo',
    extra: <ToastHost />,
  });
  return api;
}

describe('ReportForm', () => {
  it('starts from the saved draft and saves what is typed by itself, saying 저장됨', async () => {
    const api = open();
    const field = await screen.findByRole('textbox', { name: '선생님 코멘트' });
    expect(field).toHaveValue('지난번 임시 저장');
    expect(screen.getByText('/2000', { exact: false })).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '수업 태도가 좋아요');
    expect(await screen.findByText('저장됨', {}, { timeout: 3000 })).toBeInTheDocument();
    const patches = api.callsTo(`PATCH ${REPORT}`);
    expect(patches.at(-1)?.body).toEqual({ commentDraft: '수업 태도가 좋아요' });
    // Nothing is published by typing.
    expect(patches.every((call) => (call.body as UpdateReportBody).comment === undefined)).toBe(true);
  });

  it('saves what was typed last when the screen is left before the delay is up', async () => {
    const api = open();
    const field = await screen.findByRole('textbox', { name: '선생님 코멘트' });
    await userEvent.type(field, '!');
    view?.unmount();
    await waitFor(() =>
      expect(api.callsTo(`PATCH ${REPORT}`).at(-1)?.body).toEqual({ commentDraft: '지난번 임시 저장!' }),
    );
  });

  it('previews the report with the comment being written', async () => {
    open();
    const field = await screen.findByRole('textbox', { name: '선생님 코멘트' });
    await userEvent.clear(field);
    await userEvent.type(field, '분수 단원을 잘 마쳤습니다');
    await userEvent.click(screen.getByRole('tab', { name: '미리보기' }));
    const preview = await screen.findByRole('tabpanel');
    expect(within(preview).getByText('분수 단원을 잘 마쳤습니다')).toBeInTheDocument();
    expect(within(preview).getByText('2026년 10월 학습 리포트')).toBeInTheDocument();
    expect(within(preview).getByRole('figure', { name: '시험별 내 점수와 반 평균' })).toBeInTheDocument();
  });

  it('puts the comment into the report with 확정, and refuses an empty one', async () => {
    const api = open();
    const field = await screen.findByRole('textbox', { name: '선생님 코멘트' });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: '확정' }));
    expect(await screen.findByText('코멘트를 입력해 주세요.')).toBeInTheDocument();
    expect(api.callsTo(`PATCH ${REPORT}`).some((call) => (call.body as UpdateReportBody).comment !== undefined)).toBe(
      false,
    );

    await userEvent.type(field, '다음 달에는 서술형을 연습해요  ');
    await userEvent.click(screen.getByRole('button', { name: '확정' }));
    expect(await screen.findByText('코멘트를 리포트에 넣었습니다.')).toBeInTheDocument();
    const published = api.callsTo(`PATCH ${REPORT}`).find((call) => (call.body as UpdateReportBody).comment);
    expect(published?.body).toEqual({
      comment: '다음 달에는 서술형을 연습해요',
      commentDraft: '다음 달에는 서술형을 연습해요',
    });
    const region = screen.getByRole('region', { name: '리포트에 들어간 코멘트' });
    await waitFor(() => expect(region).toHaveTextContent('다음 달에는 서술형을 연습해요'));
  });

  it('says a failed autosave plainly', async () => {
    open({ [`PATCH ${REPORT}`]: fail(500, 'INTERNAL', '오류') });
    const field = await screen.findByRole('textbox', { name: '선생님 코멘트' });
    await userEvent.type(field, '!');
    expect(
      await screen.findByText('임시 저장하지 못했습니다. 연결을 확인해 주세요.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('does not edit a sent report, and leads to it instead', async () => {
    open({ [`GET ${REPORT}`]: ok(report({ status: 'sent', comment: '잘했어요' })) });
    expect(await screen.findByText('이미 보낸 리포트는 고칠 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '리포트 보기' })).toHaveAttribute('href', `/v3/ReportDetail/${REPORT_A}`);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks to choose a report when none is in the address', async () => {
    const api = open({}, '/v3/ReportForm');
    expect(await screen.findByText('작성할 리포트가 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '리포트 목록으로' })).toHaveAttribute('href', '/v3/InstReportList');
    expect(api.callsTo(`GET ${REPORT}`)).toHaveLength(0);
  });

  it('shows a report outside the caller’s classes as not found', async () => {
    open({ [`GET ${REPORT}`]: fail(404, 'NOT_FOUND', '리포트를 찾을 수 없습니다.') });
    expect(await screen.findByText('리포트를 찾을 수 없습니다')).toBeInTheDocument();
  });
});
