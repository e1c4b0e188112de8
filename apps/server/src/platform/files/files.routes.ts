import { fileParams, fileQuery } from '@academy/domain/files/files.schema';
import type { AppRoutes } from '../http/routes';
import { openUpload } from './uploads';

/**
 * GET /api/files/:fileId: an academy's logo for anyone with the link (shown in public lists; the id
 * is an unguessable UUIDv7), a profile photo for anyone with a link the server signed (until it
 * expires). A replaced or deleted file, one not in use yet, a photo without a valid link and a file
 * read by an academy's members only (class images) answer 404. The bytes of an id never change, so
 * browsers may keep them a day (never past the link's expiry); `nosniff` keeps them images.
 */
export const filesRoutes: AppRoutes = async (app, { ctx }) => {
  app.get(
    '/api/files/:fileId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: '올린 파일 (학원 로고; 프로필 사진은 서명된 링크로)',
        params: fileParams,
        querystring: fileQuery,
      },
    },
    async (request, reply) => {
      const file = await openUpload(ctx, request.params.fileId, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', `${file.cacheScope}, max-age=${file.maxAgeS}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(file.body);
    },
  );
};
