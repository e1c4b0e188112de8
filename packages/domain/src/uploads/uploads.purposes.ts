import { CASH_BOOK_FILE_MAX_MB } from '../books/cash-book';
import type { ErrorCode } from '../errors/error-catalog';
import { NOTICE_FILE_MAX_MB } from '../notice/notice.constants';
import { checkUpload, UPLOAD_SNIFF_BYTES } from './uploads.content';
import { storedExtensionOf, UPLOAD_CONTENT_TYPES, type UploadExtension, type UploadKind } from './uploads.rules';

/**
 * What each stored upload is for, and the one table of what each purpose takes: which SPEC §5
 * allow-lists, how many bytes, who may read the stored file, and the error each refusal answers.
 * The server's upload pipeline (`apps/server/src/platform/files`) and the web's file inputs read
 * their limits from here; an area that stores a new kind of file adds its purpose here.
 */

export const UPLOAD_PURPOSES = [
  'profile',
  'inst-logo',
  'class-image',
  'notice-image',
  'notice-file',
  'feed-file',
  'cash-book-receipt',
  'chat-file',
  'homework-file',
  'homework-submission',
  'study-material',
] as const;
/**
 * `profile` 프로필 사진, `inst-logo` 학원 로고, `class-image` 반 이미지, `notice-image` 공지 사진,
 * `notice-file` 공지 첨부 파일, `feed-file` 피드·게시판의 사진, 동영상, 문서, `cash-book-receipt`
 * 입출금 영수증 (사진 또는 PDF 등 문서), `chat-file` 채팅방의 사진, 동영상, 문서, `homework-file` 숙제에
 * 붙인 자료, `homework-submission` 학생이 제출한 숙제의 사진, 동영상, 문서, `study-material` 학습
 * 자료의 문서(한글·워드·엑셀·슬라이드·PDF), 사진, 음성·동영상.
 */
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** Why a file is refused, in the order the checks run. */
export type UploadRefusal = 'missing' | 'empty' | 'too-large' | 'type' | 'content';

export type UploadPurposeRule = {
  /** The allow-lists (SPEC §5) a file of this purpose may be on. */
  kinds: readonly UploadKind[];
  /** The largest file taken, in bytes. */
  maxBytes: number;
  /**
   * Who may read a stored file: anyone with its link (a logo, shown in public lists; the id is an
   * unguessable UUIDv7); anyone with a link the server signed, which stops working within two
   * weeks (a person's photo: a link copied out of a page does not open it forever); or only the
   * members of the academy it belongs to.
   */
  readBy: 'anyone-with-link' | 'signed-link' | 'academy-members';
  /** The error each refusal answers, from the error catalogue. */
  refusals: Record<UploadRefusal, ErrorCode>;
};

const MB = 1024 * 1024;

/** Profile photos and logos share their refusals: each reason has its own message. */
const PICTURE_REFUSALS: Record<UploadRefusal, ErrorCode> = {
  missing: 'FILE_REQUIRED',
  empty: 'FILE_EMPTY',
  'too-large': 'IMAGE_FILE_TOO_LARGE',
  type: 'IMAGE_FILE_TYPE',
  content: 'IMAGE_FILE_CONTENT',
};

export const UPLOAD_PURPOSE_RULES: Record<UploadPurpose, UploadPurposeRule> = {
  profile: { kinds: ['image'], maxBytes: 10 * MB, readBy: 'signed-link', refusals: PICTURE_REFUSALS },
  'inst-logo': { kinds: ['image'], maxBytes: 10 * MB, readBy: 'anyone-with-link', refusals: PICTURE_REFUSALS },
  'class-image': {
    kinds: ['image'],
    maxBytes: 10 * MB,
    readBy: 'academy-members',
    refusals: {
      missing: 'CLASS_IMAGE_REQUIRED',
      empty: 'CLASS_IMAGE_REQUIRED',
      'too-large': 'CLASS_IMAGE_TOO_LARGE',
      type: 'CLASS_IMAGE_TYPE',
      content: 'CLASS_IMAGE_TYPE',
    },
  },
  // Notices (features/notices): read through the notice, by those who may read it.
  'notice-image': { kinds: ['image'], maxBytes: 10 * MB, readBy: 'academy-members', refusals: PICTURE_REFUSALS },
  'notice-file': {
    kinds: ['document', 'image', 'media'],
    maxBytes: NOTICE_FILE_MAX_MB * MB,
    readBy: 'academy-members',
    refusals: {
      missing: 'FILE_REQUIRED',
      empty: 'FILE_EMPTY',
      'too-large': 'NOTICE_FILE_TOO_LARGE',
      type: 'NOTICE_FILE_TYPE',
      content: 'NOTICE_FILE_CONTENT',
    },
  },
  // Photos, short videos and documents of posts and comments (features/feed): read through the post.
  'feed-file': {
    kinds: ['image', 'media', 'document'],
    maxBytes: 50 * MB,
    readBy: 'academy-members',
    refusals: {
      missing: 'FILE_REQUIRED',
      empty: 'FILE_EMPTY',
      'too-large': 'FEED_FILE_TOO_LARGE',
      type: 'FEED_FILE_TYPE',
      content: 'FEED_FILE_CONTENT',
    },
  },
  // A receipt of an 입출금 entry (features/books): read through the entry, by those who see 입출금.
  'cash-book-receipt': {
    kinds: ['image', 'document'],
    maxBytes: CASH_BOOK_FILE_MAX_MB * MB,
    readBy: 'academy-members',
    refusals: {
      missing: 'FILE_REQUIRED',
      empty: 'FILE_EMPTY',
      'too-large': 'CASH_BOOK_FILE_TOO_LARGE',
      type: 'CASH_BOOK_FILE_TYPE',
      content: 'CASH_BOOK_FILE_CONTENT',
    },
  },
  // Photos, videos and documents sent in a chat room (features/chat): read through the room, by its
  // members. The same allow-lists and limit as the feed's files, so the same refusals say it.
  'chat-file': {
    kinds: ['image', 'media', 'document'],
    maxBytes: 50 * MB,
    readBy: 'academy-members',
    refusals: {
      missing: 'FILE_REQUIRED',
      empty: 'FILE_EMPTY',
      'too-large': 'FEED_FILE_TOO_LARGE',
      type: 'FEED_FILE_TYPE',
      content: 'FEED_FILE_CONTENT',
    },
  },
  // Homework (features/homework): the staff's attachments, read by the class's staff and the
  // assignees' families; a student's hand-in, read by the class's staff and that student's family.
  // The feed's allow-lists and limit, so the same refusals say it.
  'homework-file': {
    kinds: ['image', 'media', 'document'],
    maxBytes: 50 * MB,
    readBy: 'academy-members',
    refusals: {
      missing: 'FILE_REQUIRED',
      empty: 'FILE_EMPTY',
      'too-large': 'FEED_FILE_TOO_LARGE',
      type: 'FEED_FILE_TYPE',
      content: 'FEED_FILE_CONTENT',
    },
  },
  'homework-submission': {
    kinds: ['image', 'media', 'document'],
    maxBytes: 50 * MB,
    readBy: 'academy-members',
    refusals: {
      missing: 'FILE_REQUIRED',
      empty: 'FILE_EMPTY',
      'too-large': 'FEED_FILE_TOO_LARGE',
      type: 'FEED_FILE_TYPE',
      content: 'FEED_FILE_CONTENT',
    },
  },
  // A class's study materials (features/materials): every SPEC §5 allow-list (documents, spreadsheets,
  // slides, PDFs, images, audio and video), read through the material by those who see its class.
  // SPEC §5 sets no size; the feed's 50MB keeps one refusal text for every file of the classes.
  'study-material': {
    kinds: ['document', 'image', 'media'],
    maxBytes: 50 * MB,
    readBy: 'academy-members',
    refusals: {
      missing: 'FILE_REQUIRED',
      empty: 'FILE_EMPTY',
      'too-large': 'FEED_FILE_TOO_LARGE',
      type: 'FEED_FILE_TYPE',
      content: 'FEED_FILE_CONTENT',
    },
  },
};

/** The size limit as people read it: `10MB`. */
export function uploadMaxLabel(purpose: UploadPurpose): string {
  return `${UPLOAD_PURPOSE_RULES[purpose].maxBytes / MB}MB`;
}

/** A file as the check sees it: its name, its size and its first bytes (up to `UPLOAD_SNIFF_BYTES`). */
export type UploadCandidate = { fileName: string; size: number; firstBytes: Uint8Array };

export type PurposeCheck =
  | {
      ok: true;
      /** The extension the file is stored under (`jpeg` becomes `jpg`). */
      extension: UploadExtension;
      kind: UploadKind;
      /** From the checked extension, never from the browser. */
      contentType: string;
    }
  | { ok: false; refusal: UploadRefusal };

/**
 * The one check every upload passes: a file is there, not empty, within the purpose's size, its
 * name on the purpose's allow-lists, and its first bytes what its extension says (the same sniffer
 * for every purpose, so a script renamed `.png` is refused everywhere).
 */
export function checkUploadFor(purpose: UploadPurpose, file: UploadCandidate | null): PurposeCheck {
  const rule = UPLOAD_PURPOSE_RULES[purpose];
  if (!file) return { ok: false, refusal: 'missing' };
  if (file.size === 0) return { ok: false, refusal: 'empty' };
  if (file.size > rule.maxBytes) return { ok: false, refusal: 'too-large' };
  const check = checkUpload(file.fileName, file.firstBytes.subarray(0, UPLOAD_SNIFF_BYTES), rule.kinds);
  if (!check.ok) return { ok: false, refusal: check.reason === 'extension' ? 'type' : 'content' };
  const extension = storedExtensionOf(check.extension);
  return { ok: true, extension, kind: check.kind, contentType: UPLOAD_CONTENT_TYPES[extension] };
}
