import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  DOCUMENT_EXTENSIONS,
  fileExtension,
  GENERIC_FAILURE_MESSAGE,
  IMAGE_EXTENSIONS,
  isAllowedUpload,
  MEDIA_EXTENSIONS,
  notAllowedUploadMessage,
  UPLOAD_TIMEOUT_MESSAGE,
  uploadFailureMessage,
  uploadKindOf,
} from './uploads.rules';

describe('allow-lists of SPEC §5', () => {
  it('lists the documents, images and audio/video', () => {
    expect(DOCUMENT_EXTENSIONS).toEqual([
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
    ]);
    expect(IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'heif', 'heic']);
    expect(MEDIA_EXTENSIONS).toEqual(['mp3', 'm4a', 'mp4', 'avi', 'wmv', 'mov']);
  });

  it('reads extensions case-insensitively from the last dot of the base name', () => {
    expect(fileExtension('성적표.HWP')).toBe('hwp');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('C:\\docs\\report.Pdf')).toBe('pdf');
    expect(fileExtension('dir.v2/readme')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });

  it('says which list a file is on', () => {
    expect(uploadKindOf('photo.HEIC')).toBe('image');
    expect(uploadKindOf('lesson.mov')).toBe('media');
    expect(uploadKindOf('plan.hwpx')).toBe('document');
    expect(uploadKindOf('virus.exe')).toBeNull();
    expect(uploadKindOf('image.gif')).toBeNull();
  });

  it('allows a file only on the requested lists', () => {
    expect(isAllowedUpload('photo.jpg')).toBe(true);
    expect(isAllowedUpload('photo.jpg', ['image'])).toBe(true);
    expect(isAllowedUpload('photo.jpg', ['document'])).toBe(false);
    expect(isAllowedUpload('script.js')).toBe(false);
  });

  it('builds the accept attribute', () => {
    expect(acceptAttribute(['image'])).toBe('.jpg,.jpeg,.png,.heif,.heic');
    expect(acceptAttribute().split(',')).toHaveLength(22);
  });
});

describe('upload messages', () => {
  it('uses the time-out text when the error mentions timeout (SPEC §8)', () => {
    expect(uploadFailureMessage('Request Timeout after 30000ms')).toBe(UPLOAD_TIMEOUT_MESSAGE);
    expect(uploadFailureMessage('ECONNABORTED timeout of 0ms exceeded')).toBe(
      '[파일 업로드 실패] 파일이 너무 크거나 네트워크 속도가 느립니다. 네트워크 상태를 확인해 주세요.',
    );
    expect(uploadFailureMessage('Network Error')).toBe(GENERIC_FAILURE_MESSAGE);
  });

  it('lists what is allowed when a file is refused', () => {
    expect(notAllowedUploadMessage(['image'])).toBe('허용되지 않는 파일 형식입니다. (jpg, jpeg, png, heif, heic)');
    expect(notAllowedUploadMessage()).toContain('hwp');
  });
});
