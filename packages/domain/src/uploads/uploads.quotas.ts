/**
 * How much one person and one academy may keep in the file storage, for every upload purpose:
 * the upload pipeline checks these before it records a file, under a lock, so parallel uploads
 * cannot pass them together.
 */

const MB = 1024 * 1024;
const GB = 1024 * MB;

export const UPLOAD_QUOTAS = {
  /**
   * Files one uploader (an account, or a sign-up before its account exists) has stored that
   * nothing uses yet: a class's 4 image slots twice over, or a few tries of a photo. They are
   * removed by the clean-up job after a day, or attached when the form is saved.
   */
  pendingPerUploader: { files: 12, bytes: 80 * MB },
  /** Everything one academy keeps: its logo, class images and every later area's files. */
  perAcademyBytes: 5 * GB,
} as const;

/** What is stored already, as the pipeline reads it inside its lock. */
export type UploadUsage = {
  pendingFiles: number;
  pendingBytes: number;
  /** null for a file of no academy (a profile photo). */
  academyBytes: number | null;
};

export type QuotaRefusal = 'pending' | 'academy';

/**
 * Whether one more file fits; the quota it would break otherwise. A file attached at once (a
 * profile photo or logo replacing the last) is not pending, so only the academy's storage counts.
 */
export function uploadQuotaRefusal(usage: UploadUsage, file: { size: number; attached: boolean }): QuotaRefusal | null {
  const pending = UPLOAD_QUOTAS.pendingPerUploader;
  const { size } = file;
  if (!file.attached && (usage.pendingFiles + 1 > pending.files || usage.pendingBytes + size > pending.bytes)) {
    return 'pending';
  }
  if (usage.academyBytes !== null && usage.academyBytes + size > UPLOAD_QUOTAS.perAcademyBytes) return 'academy';
  return null;
}

const sizeLabel = (bytes: number) => (bytes >= GB ? `${bytes / GB}GB` : `${bytes / MB}MB`);

/** The Korean message of a refusal, naming the limit. */
export function uploadQuotaMessage(refusal: QuotaRefusal): string {
  if (refusal === 'pending') {
    const { files, bytes } = UPLOAD_QUOTAS.pendingPerUploader;
    return `아직 저장하지 않은 파일이 너무 많습니다(최대 ${files}개, ${sizeLabel(bytes)}). 올린 파일을 먼저 저장하거나, 내일 다시 올려 주세요.`;
  }
  return `학원의 파일 저장 공간(${sizeLabel(UPLOAD_QUOTAS.perAcademyBytes)})이 가득 찼습니다. 쓰지 않는 이미지나 파일을 지운 뒤 다시 올려 주세요.`;
}
