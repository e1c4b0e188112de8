import { fileParams } from '@academy/domain/files/files.schema';
import type { AppRoutes } from '../http/routes';
import { openUpload } from './uploads';

/**
 * GET /api/files/:fileId: an uploaded profile photo or logo, for anyone with the link (they are
 * shown in lists; the id is an unguessable UUIDv7). A replaced or deleted file, one not in use yet,
 * and a file of a purpose read by an academy's members only (class images) answer 404. The
 * bytes of an id never change, so browsers may keep them a day; `nosniff` keeps them images.
 */
export const filesRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/files/:fileId',
    {
      config: { access: 'public' },
      schema: { tags: ['files'], summary: '올린 파일 (프로필 사진, 학원 로고)', params: fileParams },
    },
    async (request, reply) => {
      const file = await openUpload(ctx, request.params.fileId);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=86400, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.body);
    },
  );
};
