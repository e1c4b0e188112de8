import { describe, expect, it } from 'vitest';
import { UPLOAD_QUOTAS, uploadQuotaMessage, uploadQuotaRefusal } from './uploads.quotas';

const MB = 1024 * 1024;
const none = { pendingFiles: 0, pendingBytes: 0, academyBytes: 0 };
const pending = (size: number) => ({ size, attached: false });

describe('upload quotas', () => {
  it('takes files up to the pending count and bytes, then refuses the next', () => {
    const { files, bytes } = UPLOAD_QUOTAS.pendingPerUploader;
    expect(uploadQuotaRefusal({ ...none, pendingFiles: files - 1 }, pending(MB))).toBeNull();
    expect(uploadQuotaRefusal({ ...none, pendingFiles: files }, pending(MB))).toBe('pending');
    expect(uploadQuotaRefusal({ ...none, pendingBytes: bytes - MB }, pending(MB))).toBeNull();
    expect(uploadQuotaRefusal({ ...none, pendingBytes: bytes - MB }, pending(MB + 1))).toBe('pending');
  });

  it('keeps an academy within its storage, and does not count one for a file of no academy', () => {
    const full = UPLOAD_QUOTAS.perAcademyBytes;
    expect(uploadQuotaRefusal({ ...none, academyBytes: full - MB }, pending(MB))).toBeNull();
    expect(uploadQuotaRefusal({ ...none, academyBytes: full - MB }, pending(MB + 1))).toBe('academy');
    expect(uploadQuotaRefusal({ ...none, academyBytes: null }, pending(9 * MB))).toBeNull();
  });

  it('counts a file attached at once against the academy only', () => {
    const { files } = UPLOAD_QUOTAS.pendingPerUploader;
    expect(uploadQuotaRefusal({ ...none, pendingFiles: files }, { size: MB, attached: true })).toBeNull();
    const full = UPLOAD_QUOTAS.perAcademyBytes;
    expect(uploadQuotaRefusal({ ...none, academyBytes: full }, { size: 1, attached: true })).toBe('academy');
  });

  it('names each limit in Korean', () => {
    expect(uploadQuotaMessage('pending')).toContain('최대 12개, 80MB');
    expect(uploadQuotaMessage('academy')).toContain('5GB');
  });
});
