import {
  cashBookEntryBody,
  cashBookEntryParams,
  cashBookEntryResponse,
  cashBookFileParams,
  cashBookInstParams,
  uploadCashBookFileResponse,
} from '@academy/domain/books/cash-book.schema';
import { z } from 'zod';
import { callerOf } from '../../platform/access/route-access';
import { uploadFileOf } from '../../platform/files/multipart';
import type { AppRoutes } from '../../platform/http/routes';
import { createEntry, deleteEntry, openCashBookFile, updateEntry, uploadCashBookFile } from './cash-book.service';
import { BOOKS_TRANSACTIONS_ACCESS } from './transactions.access';

const tags = ['books'];
const base = '/api/insts/:instId/cash-book';

/**
 * 입출금 (docs/access-matrix.md `## books transactions`, decision 0050): an entry made, changed or
 * deleted (062), its receipt uploaded (062) and read (061 or 062). Entries are listed in 거래 내역.
 */
export const cashBookRoutes: AppRoutes = async (app, { ctx }) => {
  app.post(
    base,
    {
      config: { access: BOOKS_TRANSACTIONS_ACCESS.cashBookWrite },
      schema: {
        tags,
        summary: '입출금 기록하기 (분류, 날짜, 금액, 메모, 영수증)',
        params: cashBookInstParams,
        body: cashBookEntryBody,
        response: { 200: cashBookEntryResponse },
      },
    },
    async (request) => createEntry(ctx, callerOf(request), request.body),
  );

  app.put(
    `${base}/:entryId`,
    {
      config: { access: BOOKS_TRANSACTIONS_ACCESS.cashBookWrite },
      schema: {
        tags,
        summary: '입출금 고치기',
        params: cashBookEntryParams,
        body: cashBookEntryBody,
        response: { 200: cashBookEntryResponse },
      },
    },
    async (request) => updateEntry(ctx, callerOf(request), request.params.entryId, request.body),
  );

  app.delete(
    `${base}/:entryId`,
    {
      config: { access: BOOKS_TRANSACTIONS_ACCESS.cashBookWrite },
      schema: {
        tags,
        summary: '입출금 지우기',
        params: cashBookEntryParams,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (request) => deleteEntry(ctx, callerOf(request), request.params.entryId),
  );

  app.post(
    `${base}/files`,
    {
      config: { access: BOOKS_TRANSACTIONS_ACCESS.cashBookWrite },
      schema: {
        tags,
        summary: '입출금 영수증 올리기 (사진 또는 PDF 등 문서, 10MB까지)',
        consumes: ['multipart/form-data'],
        params: cashBookInstParams,
        response: { 200: uploadCashBookFileResponse },
      },
    },
    async (request) => uploadCashBookFile(ctx, callerOf(request), uploadFileOf(request, 'cash-book-receipt')),
  );

  app.get(
    `${base}/files/:fileNm`,
    {
      config: { access: BOOKS_TRANSACTIONS_ACCESS.cashBookRead },
      schema: { tags, summary: '입출금 영수증 보기', params: cashBookFileParams },
    },
    async (request, reply) => {
      const file = await openCashBookFile(ctx, callerOf(request), request.params.fileNm);
      const image = file.contentType.startsWith('image/');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', image ? 'inline' : `attachment; filename="${request.params.fileNm}"`)
        .send(file.body);
    },
  );
};
