import {
  BATCH_MAX_FILE_BYTES,
  BATCH_TEMPLATE_FILE_NAME,
  batchImportBody,
  batchImportResponse,
  batchPreviewResponse,
} from '@academy/domain/students/students.batch';
import { STUDENT_STATUSES } from '@academy/domain/students/students.rules';
import { instParams } from '@academy/domain/students/students.schema';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf } from '../../platform/access/route-access';
import { AppError } from '../../platform/errors/app-error';
import { attachment } from '../../platform/http/content-disposition';
import type { AppRoutes } from '../../platform/http/routes';
import { XLSX_CONTENT_TYPE } from '../../platform/xlsx/xlsx';
import { exportStudents, importBatch, previewBatch, type UploadedFile } from './batch.service';
import { batchTemplate } from './batch.xlsx';
import { STUDENTS_ACCESS } from './students.access';

const tags = ['students'];

/** The one file of a multipart request (field name free), or null when none was sent. */
async function readUpload(request: FastifyRequest): Promise<UploadedFile | null> {
  if (!request.isMultipart()) return null;
  const part = await request.file({ limits: { fileSize: BATCH_MAX_FILE_BYTES, files: 1 } }).catch(() => undefined);
  if (!part) return null;
  try {
    return { fileName: part.filename, buffer: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('BATCH_FILE_TOO_LARGE');
    throw error;
  }
}

/** StudentBatch (template, preview, import) and the students' Excel export. */
export const studentsBatchRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/insts/:instId/students/batch/template',
    {
      config: { access: STUDENTS_ACCESS.manage },
      schema: { tags, summary: '원생 일괄 등록 양식 (.xlsx)', params: instParams },
    },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment(BATCH_TEMPLATE_FILE_NAME, 'students-template.xlsx'))
        .header('cache-control', 'no-store')
        .send(await batchTemplate()),
  );

  app.post(
    '/api/insts/:instId/students/batch/preview',
    {
      config: { access: STUDENTS_ACCESS.manage },
      schema: {
        tags,
        summary: '원생 일괄 등록 미리보기 (.xlsx 업로드)',
        consumes: ['multipart/form-data'],
        params: instParams,
        response: { 200: batchPreviewResponse },
      },
    },
    async (request) => previewBatch(ctx, callerOf(request), { file: await readUpload(request) }),
  );

  app.post(
    '/api/insts/:instId/students/batch/import',
    {
      config: { access: STUDENTS_ACCESS.manage },
      schema: {
        tags,
        summary: '원생 일괄 등록 (미리보기의 정상 행)',
        params: instParams,
        body: batchImportBody,
        response: { 200: batchImportResponse },
      },
    },
    async (request) => importBatch(ctx, callerOf(request), request.body),
  );

  app.get(
    '/api/insts/:instId/students/export',
    {
      config: { access: STUDENTS_ACCESS.manage },
      schema: {
        tags,
        summary: '원생 엑셀 내보내기 (보호자 포함)',
        params: instParams,
        querystring: z.object({ status: z.enum(STUDENT_STATUSES).optional() }),
      },
    },
    async (request, reply) => {
      const file = await exportStudents(ctx, callerOf(request), request.query);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachment(file.fileName, 'students.xlsx'))
        .header('cache-control', 'no-store')
        .send(file.buffer);
    },
  );
};
