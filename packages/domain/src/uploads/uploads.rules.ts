/**
 * Upload allow-lists of SPEC §5, by file extension (case-insensitive). The server also checks the
 * content (`uploads.content`), since an extension is only a name.
 */

export const DOCUMENT_EXTENSIONS = [
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'hwp',
  'hwpx',
  'gul',
  'pdf',
  'zip',
] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'heif', 'heic'] as const;
export const MEDIA_EXTENSIONS = ['mp3', 'm4a', 'mp4', 'avi', 'wmv', 'mov'] as const;

export const UPLOAD_EXTENSIONS = {
  document: DOCUMENT_EXTENSIONS,
  image: IMAGE_EXTENSIONS,
  media: MEDIA_EXTENSIONS,
} as const;

/** `document` (문서), `image` (이미지), `media` (오디오/동영상). */
export type UploadKind = keyof typeof UPLOAD_EXTENSIONS;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[UploadKind][number];

export const UPLOAD_KINDS = Object.keys(UPLOAD_EXTENSIONS) as UploadKind[];

/**
 * The content type a stored file is served with, from its checked extension (never from what the
 * browser claimed).
 */
export const UPLOAD_CONTENT_TYPES: Record<UploadExtension, string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  hwp: 'application/x-hwp',
  hwpx: 'application/hwp+zip',
  gul: 'application/octet-stream',
  pdf: 'application/pdf',
  zip: 'application/zip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heif: 'image/heif',
  heic: 'image/heic',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  mov: 'video/quicktime',
};

/** The extension a file is stored under: `jpeg` is kept as `jpg`, every other one as it is. */
export const storedExtensionOf = (extension: UploadExtension): UploadExtension =>
  extension === 'jpeg' ? 'jpg' : extension;

/** The extension of a file name, lower case and without the dot; `''` when there is none. */
export function fileExtension(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

function uploadKindOfExtension(extension: string): UploadKind | null {
  for (const kind of UPLOAD_KINDS) {
    if ((UPLOAD_EXTENSIONS[kind] as readonly string[]).includes(extension)) return kind;
  }
  return null;
}

/** Which allow-list a file name belongs to, or `null` when it is on none. */
export function uploadKindOf(fileName: string): UploadKind | null {
  return uploadKindOfExtension(fileExtension(fileName));
}

/** Whether a file name is on one of the given allow-lists (all three by default). */
export function isAllowedUpload(fileName: string, kinds: readonly UploadKind[] = UPLOAD_KINDS): boolean {
  const kind = uploadKindOf(fileName);
  return kind !== null && kinds.includes(kind);
}

/** The `accept` attribute of a file input: `.jpg,.jpeg,.png,.heif,.heic`. */
export function acceptAttribute(kinds: readonly UploadKind[] = UPLOAD_KINDS): string {
  return kinds.flatMap((kind) => UPLOAD_EXTENSIONS[kind].map((extension) => `.${extension}`)).join(',');
}

/** Shown when an upload fails and the error text mentions a time-out (SPEC §8). */
export const UPLOAD_TIMEOUT_MESSAGE =
  '[파일 업로드 실패] 파일이 너무 크거나 네트워크 속도가 느립니다. 네트워크 상태를 확인해 주세요.';

/** The generic failure text (SPEC §8). */
export const GENERIC_FAILURE_MESSAGE =
  '일시적인 오류가 발생하였습니다. 잠시 후 다시 시도해 주시기 바랍니다. 지속적으로 발생할 경우 고객센터로 문의해 주세요.';

/** The message for a failed upload: the time-out text when the error mentions `timeout`, else the generic one. */
export function uploadFailureMessage(errorText: string): string {
  return errorText.toLowerCase().includes('timeout') ? UPLOAD_TIMEOUT_MESSAGE : GENERIC_FAILURE_MESSAGE;
}

/** `허용되지 않는 파일 형식입니다. (jpg, jpeg, png, heif, heic)` */
export function notAllowedUploadMessage(kinds: readonly UploadKind[] = UPLOAD_KINDS): string {
  return `허용되지 않는 파일 형식입니다. (${kinds.flatMap((kind) => UPLOAD_EXTENSIONS[kind]).join(', ')})`;
}
