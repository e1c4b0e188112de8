import type { UploadNoticeFileResponse } from '@academy/domain/notice/notice.schema';
import type { Caller } from '../../platform/access/access';
import type { AppContext } from '../../platform/context';
import { checkFile, type IncomingFile, originalNameOf, recordUpload, storeFile } from '../../platform/files/uploads';

/**
 * A notice's pictures (`notice-image`: the SPEC §5 image list, 10MB) and files (`notice-file`:
 * documents, images, audio and video, NOTICE_FILE_MAX_MB) go through the one upload pipeline as the
 * academy's files, uploaded before the notice is saved (with progress) and attached when it is;
 * those never used are removed by the clean-up job. They are read only through their notice.
 */
export async function uploadNoticeFile(
  ctx: AppContext,
  caller: Caller,
  input: { purpose: 'notice-image' | 'notice-file'; readFile: () => Promise<IncomingFile | null> },
): Promise<UploadNoticeFileResponse> {
  const file = checkFile(input.purpose, await input.readFile());
  const now = ctx.clock.now();
  const owner = { ownerUserId: caller.userId, instId: caller.instId, signupTransId: null, attached: false };
  return storeFile(ctx, file, async (stored) => {
    await recordUpload(ctx.db, stored, owner, now);
    return {
      id: stored.id,
      fileNm: stored.storedName,
      name: originalNameOf(file.fileName),
      size: file.buffer.length,
      contentType: file.contentType,
    };
  });
}
