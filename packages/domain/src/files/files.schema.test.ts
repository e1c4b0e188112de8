import { describe, expect, it } from 'vitest';
import { fileParams, fileUrl, signupProfileImageQuery } from './files.schema';

describe('uploaded files', () => {
  it('are read at /api/files/<id>', () => {
    expect(fileUrl('0196f7c2-8a4b-7c3d-9e5f-0123456789ab')).toBe('/api/files/0196f7c2-8a4b-7c3d-9e5f-0123456789ab');
  });

  it('take only UUIDs as ids, so a path cannot be smuggled in', () => {
    expect(fileParams.safeParse({ fileId: '0196f7c2-8a4b-7c3d-9e5f-0123456789ab' }).success).toBe(true);
    expect(fileParams.safeParse({ fileId: '../secret.key' }).success).toBe(false);
    expect(signupProfileImageQuery.safeParse({ transId: 'abc' }).success).toBe(false);
  });
});
