import { profileResponse } from '@academy/domain/account/account.schema';
import { signupProfileImageQuery, uploadedFileResponse } from '@academy/domain/files/files.schema';
import { requireSession } from '../../platform/access/access';
import { uploadFileOf } from '../../platform/files/multipart';
import type { AppRoutes } from '../../platform/http/routes';
import { removeProfileImage, uploadProfileImage, uploadSignupProfileImage } from './profile-image.service';

const tags = ['account'];

/** Per client address: a photo a few seconds apart is plenty. */
const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** Profile photos: the member's own (ProfileEditPage) and the one chosen while signing up (joinUserInfo). */
export const profileImageRoutes: AppRoutes = async (app, { ctx }) => {
  app.put(
    '/api/account/profile-image',
    {
      schema: {
        tags,
        summary: '프로필 사진 올리기 (jpg, jpeg, png, heif, heic; 10MB까지; 이전 사진은 삭제)',
        consumes: ['multipart/form-data'],
        response: { 200: profileResponse },
      },
      config: { access: 'signed-in', rateLimit: UPLOAD_RATE_LIMIT },
    },
    async (request) => uploadProfileImage(ctx, requireSession(request), uploadFileOf(request, 'profile')),
  );

  app.delete(
    '/api/account/profile-image',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: '프로필 사진 지우기 (기본 이미지로)', response: { 200: profileResponse } },
    },
    async (request) => removeProfileImage(ctx, requireSession(request)),
  );

  app.post(
    '/api/account/signup/profile-image',
    {
      schema: {
        tags,
        summary: '회원가입 프로필 사진 올리기 (본인인증을 마친 가입에만; 가입할 때 연결)',
        consumes: ['multipart/form-data'],
        querystring: signupProfileImageQuery,
        response: { 200: uploadedFileResponse },
      },
      config: { access: 'public', rateLimit: UPLOAD_RATE_LIMIT },
    },
    async (request) => uploadSignupProfileImage(ctx, request.query.transId, uploadFileOf(request, 'profile')),
  );
};
