import {
  booksInstParams,
  ledgerListQuery,
  ledgerListResponse,
  ledgerStudentParams,
  ledgerStudentResponse,
  ledgerYearQuery,
} from '@academy/domain/books/ledger.schema';
import { monthReportQuery, monthReportResponse } from '@academy/domain/books/month-report.schema';
import { yearStatementQuery, yearStatementResponse } from '@academy/domain/books/year-statement.schema';
import { callerOf } from '../../platform/access/route-access';
import { attachment } from '../../platform/http/content-disposition';
import type { AppRoutes } from '../../platform/http/routes';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx/xlsx';
import { LEDGER_ACCESS } from './ledger.access';
import { ledgerList, ledgerOfStudent } from './ledger.service';
import { exportMonthReport, monthReport } from './month-report.service';
import { yearStatement } from './year-statement.service';

const tags = ['books'];
const base = '/api/insts/:instId/books';

/**
 * The academy's books, read-only (docs/access-matrix.md `## books ledger`, decision 0051): the tuition
 * ledger of a month and of one student's year, the month-end report (JSON and .xlsx) for the office,
 * and the year-end statement per child for the office and the family.
 */
export const ledgerRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    `${base}/ledger`,
    {
      config: { access: LEDGER_ACCESS.office },
      schema: {
        tags,
        summary: '교습비 원장: 한 달의 원생·반별 청구·할인·수납·환불·미수 (반별 소계, 학원 합계)',
        params: booksInstParams,
        querystring: ledgerListQuery,
        response: { 200: ledgerListResponse },
      },
    },
    async (request) => ledgerList(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/ledger/students/:studentId`,
    {
      config: { access: LEDGER_ACCESS.office },
      schema: {
        tags,
        summary: '교습비 원장: 한 원생의 한 해 (월별 합계와 청구서)',
        params: ledgerStudentParams,
        querystring: ledgerYearQuery,
        response: { 200: ledgerStudentResponse },
      },
    },
    async (request) => ledgerOfStudent(ctx, callerOf(request), { ...request.query, ...request.params }),
  );

  app.get(
    `${base}/month-report`,
    {
      config: { access: LEDGER_ACCESS.office },
      schema: {
        tags,
        summary: '월말 보고서: 최근 12개월의 월별·반별 수입, 미수금, 환불',
        params: booksInstParams,
        querystring: monthReportQuery,
        response: { 200: monthReportResponse },
      },
    },
    async (request) => monthReport(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/month-report/export`,
    {
      config: { access: LEDGER_ACCESS.office },
      schema: { tags, summary: '월말 보고서 엑셀 (.xlsx)', params: booksInstParams, querystring: monthReportQuery },
    },
    async (request, reply) => {
      const file = await exportMonthReport(ctx, callerOf(request), request.query);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment(file.fileName, 'month-report.xlsx'))
        .header('cache-control', 'no-store')
        .send(file.buffer);
    },
  );

  app.get(
    `${base}/year-statement`,
    {
      config: { access: LEDGER_ACCESS.statement },
      schema: {
        tags,
        summary: '연간 교육비 납입 증명: 한 해 동안 자녀별·월별로 낸 교육비',
        params: booksInstParams,
        querystring: yearStatementQuery,
        response: { 200: yearStatementResponse },
      },
    },
    async (request) => yearStatement(ctx, callerOf(request), request.query),
  );
};
