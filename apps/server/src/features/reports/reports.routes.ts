import {
  birthdayBody,
  birthdaysQuery,
  birthdaysResponse,
  createBatchBody,
  reportBatchParams,
  reportBatchView,
  reportListQuery,
  reportListResponse,
  reportParams,
  reportStudentParams,
  reportsInstParams,
  reportTodoQuery,
  reportTodoResponse,
  reportView,
  sendReportsBody,
  sendReportsResponse,
  studentReportsQuery,
  studentReportsResponse,
  updateReportBody,
} from '@academy/domain/reports/reports.schema';
import { callerOf } from '../../platform/access/route-access';
import { contentDisposition } from '../../platform/http/content-disposition';
import type { AppRoutes } from '../../platform/http/routes';
import { REPORTS_ACCESS } from './reports.access';
import { batchProgress, startBatch } from './reports.batches';
import { listBirthdays, sendBirthday } from './reports.birthdays';
import {
  getReport,
  listClassReports,
  reportPdf,
  reportTodo,
  sendReports,
  studentReports,
  updateReport,
} from './reports.service';

const tags = ['reports'];
const base = '/api/insts/:instId';

/**
 * Learning reports (학습 리포트; docs/access-matrix.md `## reports`, decision 0055): the class list and
 * its batch, the teacher's comment, sending, the page and the PDF, a student's list, birthdays and
 * the teacher home's to-do.
 */
export const reportsRoutes: AppRoutes = async (app, { ctx }) => {
  const read = { access: REPORTS_ACCESS.read };
  const staff = { access: REPORTS_ACCESS.staff };

  app.get(
    `${base}/reports`,
    {
      config: staff,
      schema: {
        tags,
        summary: '반의 월간 학습 리포트 목록 (작성·발송·열람 현황, 진행 중인 생성 작업)',
        params: reportsInstParams,
        querystring: reportListQuery,
        response: { 200: reportListResponse },
      },
    },
    async (request) => listClassReports(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/reports/todo`,
    {
      config: staff,
      schema: {
        tags,
        summary: '아직 보내지 않은 이번 리포트 (담당 반, 강사 홈 카드)',
        params: reportsInstParams,
        querystring: reportTodoQuery,
        response: { 200: reportTodoResponse },
      },
    },
    async (request) => reportTodo(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/reports/batches`,
    {
      config: staff,
      schema: {
        tags,
        summary: '반 전체의 월간 리포트 만들기 (진행률이 있는 작업; 이미 진행 중이면 그 작업)',
        params: reportsInstParams,
        body: createBatchBody,
        response: { 202: reportBatchView },
      },
    },
    async (request, reply) => reply.code(202).send(await startBatch(ctx, callerOf(request), request.body)),
  );

  app.get(
    `${base}/reports/batches/:batchId`,
    {
      config: staff,
      schema: {
        tags,
        summary: '리포트 생성 작업의 진행률',
        params: reportBatchParams,
        response: { 200: reportBatchView },
      },
    },
    async (request) => batchProgress(ctx, callerOf(request), request.params.batchId),
  );

  app.get(
    `${base}/reports/birthdays`,
    {
      config: staff,
      schema: {
        tags,
        summary: '생일인 원생 (월별) — 생일 리포트',
        params: reportsInstParams,
        querystring: birthdaysQuery,
        response: { 200: birthdaysResponse },
      },
    },
    async (request) => listBirthdays(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/reports/birthdays`,
    {
      config: staff,
      schema: {
        tags,
        summary: '생일 축하 카드 보내기 (가족에게 알림; 같은 달 두 번째 요청은 처음 보낸 카드)',
        params: reportsInstParams,
        body: birthdayBody,
        response: { 200: reportView, 201: reportView },
      },
    },
    async (request, reply) => {
      const result = await sendBirthday(ctx, callerOf(request), request.body);
      return reply.code(result.created ? 201 : 200).send(result.report);
    },
  );

  app.post(
    `${base}/reports/send`,
    {
      config: staff,
      schema: {
        tags,
        summary: '검토한 리포트 보내기 (가족에게 알림; 이미 보낸 리포트는 그대로)',
        params: reportsInstParams,
        body: sendReportsBody,
        response: { 200: sendReportsResponse },
      },
    },
    async (request) => sendReports(ctx, callerOf(request), request.body),
  );

  app.get(
    `${base}/reports/:reportId`,
    {
      config: read,
      schema: {
        tags,
        summary: '학습 리포트 (가족은 보낸 리포트만; 가족이 열면 열람으로 기록)',
        params: reportParams,
        response: { 200: reportView },
      },
    },
    async (request) => getReport(ctx, callerOf(request), request.params.reportId),
  );

  app.patch(
    `${base}/reports/:reportId`,
    {
      config: staff,
      schema: {
        tags,
        summary: '선생님 코멘트 저장 (자동 저장 초안, 게시할 코멘트)',
        params: reportParams,
        body: updateReportBody,
        response: { 200: reportView },
      },
    },
    async (request) => updateReport(ctx, callerOf(request), request.params.reportId, request.body),
  );

  app.get(
    `${base}/reports/:reportId/pdf`,
    {
      config: read,
      schema: { tags, summary: '학습 리포트 PDF (가족은 보낸 리포트만; 열람으로 기록)', params: reportParams },
    },
    async (request, reply) => {
      const pdf = await reportPdf(ctx, callerOf(request), request.params.reportId);
      reply
        .header('etag', pdf.etag)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === pdf.etag) return reply.code(304).send();
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-length', pdf.bytes.length)
          // Opened in the browser's viewer; the page's 저장 link saves it under the same name.
          .header(
            'content-disposition',
            contentDisposition('inline', { fileName: pdf.fileName, asciiFallback: 'learning-report.pdf' }),
          )
          .send(pdf.bytes)
      );
    },
  );

  app.get(
    `${base}/students/:studentId/reports`,
    {
      config: read,
      schema: {
        tags,
        summary: '원생의 학습 리포트 (최신순; 가족은 보낸 리포트만)',
        params: reportStudentParams,
        querystring: studentReportsQuery,
        response: { 200: studentReportsResponse },
      },
    },
    async (request) => studentReports(ctx, callerOf(request), request.params.studentId, request.query),
  );
};
