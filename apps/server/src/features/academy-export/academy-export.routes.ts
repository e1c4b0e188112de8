import {
  academyExportInstParams,
  academyExportParams,
  academyExportResponse,
  latestAcademyExportResponse,
  startAcademyExportResponse,
} from '@academy/domain/academy-export/academy-export.schema';
import { callerOf } from '../../platform/access/route-access';
import { attachment } from '../../platform/http/content-disposition';
import type { AppRoutes } from '../../platform/http/routes';
import { ACADEMY_EXPORT_ACCESS } from './academy-export.access';
import { backgroundRuns } from './academy-export.background';
import {
  downloadAcademyExport,
  getAcademyExport,
  latestAcademyExport,
  startAcademyExport,
} from './academy-export.service';

const tags = ['academy-export'];

/** Exports this process makes at the same time (each holds a database connection while it runs). */
export const EXPORTS_AT_ONCE = 2;

/**
 * 학원 데이터 내보내기 (/v3/inst/export): the director starts an export of the whole academy, follows
 * its progress and downloads the .zip (academy.xlsx and academy.json). The work runs in the
 * background of this process, a few at a time; the server waits for runs in flight before it stops.
 */
export const academyExportRoutes: AppRoutes = async (app, { ctx }) => {
  const runs = backgroundRuns(EXPORTS_AT_ONCE, (error) => app.log.error({ err: error }, 'academy export failed'));
  app.addHook('onClose', () => runs.close());

  app.post(
    '/api/insts/:instId/exports',
    {
      config: { access: ACADEMY_EXPORT_ACCESS.export },
      schema: {
        tags,
        summary: '학원 데이터 내보내기 시작 (원장): 이미 진행 중이면 그 내보내기',
        params: academyExportInstParams,
        response: { 200: startAcademyExportResponse },
      },
    },
    async (request) => startAcademyExport(ctx, callerOf(request), runs.run),
  );

  app.get(
    '/api/insts/:instId/exports/latest',
    {
      config: { access: ACADEMY_EXPORT_ACCESS.export },
      schema: {
        tags,
        summary: '가장 최근의 학원 데이터 내보내기 (원장)',
        params: academyExportInstParams,
        response: { 200: latestAcademyExportResponse },
      },
    },
    async (request) => latestAcademyExport(ctx, callerOf(request)),
  );

  app.get(
    '/api/insts/:instId/exports/:exportId',
    {
      config: { access: ACADEMY_EXPORT_ACCESS.export },
      schema: {
        tags,
        summary: '학원 데이터 내보내기 진행 상황 (원장)',
        params: academyExportParams,
        response: { 200: academyExportResponse },
      },
    },
    async (request) => getAcademyExport(ctx, callerOf(request), { exportId: request.params.exportId }),
  );

  app.get(
    '/api/insts/:instId/exports/:exportId/download',
    {
      config: { access: ACADEMY_EXPORT_ACCESS.export },
      schema: {
        tags,
        summary: '학원 데이터 파일 내려받기 (원장): academy.xlsx와 academy.json을 담은 zip',
        params: academyExportParams,
      },
    },
    async (request, reply) => {
      const file = await downloadAcademyExport(ctx, callerOf(request), { exportId: request.params.exportId });
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', file.size)
        .header('content-disposition', attachment(file.fileName, 'academy-export.zip'))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
