import {
  transactionDetailResponse,
  transactionFilterQuery,
  transactionListQuery,
  transactionListResponse,
  transactionParams,
  transactionsInstParams,
} from '@academy/domain/books/transactions.schema';
import { callerOf } from '../../platform/access/route-access';
import { attachment } from '../../platform/http/content-disposition';
import type { AppRoutes } from '../../platform/http/routes';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx/xlsx';
import { BOOKS_TRANSACTIONS_ACCESS } from './transactions.access';
import { exportTransactions, listTransactions, transactionDetail } from './transactions.service';

const tags = ['books'];
const base = '/api/insts/:instId/transactions';

/**
 * 거래 내역 (docs/access-matrix.md `## books transactions`, decision 0050): the list with its
 * totals, its .xlsx export and one movement. What each caller sees follows their codes
 * (transactions.access.ts).
 */
export const transactionsRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    base,
    {
      config: { access: BOOKS_TRANSACTIONS_ACCESS.read },
      schema: {
        tags,
        summary: '거래 내역 (기간·구분·수단·반·원생으로 거르기, 일별·월별 합계 포함)',
        params: transactionsInstParams,
        querystring: transactionListQuery,
        response: { 200: transactionListResponse },
      },
    },
    async (request) => listTransactions(ctx, callerOf(request), request.query),
  );

  app.get(
    `${base}/export`,
    {
      config: { access: BOOKS_TRANSACTIONS_ACCESS.read },
      schema: {
        tags,
        summary: '거래 내역 엑셀 내보내기 (목록과 같은 거르기, 합계 포함)',
        params: transactionsInstParams,
        querystring: transactionFilterQuery,
      },
    },
    async (request, reply) => {
      const file = await exportTransactions(ctx, callerOf(request), request.query);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment(file.fileName, 'transactions.xlsx'))
        .header('cache-control', 'no-store')
        .send(file.buffer);
    },
  );

  app.get(
    `${base}/:type/:id`,
    {
      config: { access: BOOKS_TRANSACTIONS_ACCESS.read },
      schema: {
        tags,
        summary: '거래 상세 (결제·환불은 041/042, 입출금은 061/062)',
        params: transactionParams,
        response: { 200: transactionDetailResponse },
      },
    },
    async (request) => transactionDetail(ctx, callerOf(request), request.params),
  );
};
