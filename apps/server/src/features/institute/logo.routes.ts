import { instDetailResponse, instParams } from '@academy/domain/institute/institute.schema';
import { callerOf } from '../../platform/access/route-access';
import { uploadFileOf } from '../../platform/files/multipart';
import type { AppRoutes } from '../../platform/http/routes';
import { INSTITUTE_ACCESS } from './institute.access';
import { removeInstLogo, uploadInstLogo } from './logo.service';

const tags = ['institute'];

/** The academy's logo (docs/access-matrix.md `## institute`): the same access as editing the academy (010). */
export const instLogoRoutes: AppRoutes = async (app, { ctx }) => {
  app.put(
    '/api/insts/:instId/logo',
    {
      schema: {
        tags,
        summary: '학원 로고 올리기 (jpg, jpeg, png, heif, heic; 10MB까지; 원장, 010)',
        consumes: ['multipart/form-data'],
        params: instParams,
        response: { 200: instDetailResponse },
      },
      config: { access: INSTITUTE_ACCESS.edit, rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => uploadInstLogo(ctx, callerOf(request), uploadFileOf(request, 'inst-logo')),
  );

  app.delete(
    '/api/insts/:instId/logo',
    {
      config: { access: INSTITUTE_ACCESS.edit },
      schema: {
        tags,
        summary: '학원 로고 지우기 (원장, 010)',
        params: instParams,
        response: { 200: instDetailResponse },
      },
    },
    async (request) => removeInstLogo(ctx, callerOf(request)),
  );
};
