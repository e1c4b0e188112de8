import { describe, expect, it } from 'vitest';
import { fileParams, fileUrl, isProfilePreset, PROFILE_PRESETS, signupProfileImageQuery } from './files.schema';

describe('uploaded files', () => {
  it('are read at /api/files/<id>', () => {
    expect(fileUrl('0196f7c2-8a4b-7c3d-9e5f-0123456789ab')).toBe('/api/files/0196f7c2-8a4b-7c3d-9e5f-0123456789ab');
  });

  it('take only UUIDs as ids, so a path cannot be smuggled in', () => {
    expect(fileParams.safeParse({ fileId: '0196f7c2-8a4b-7c3d-9e5f-0123456789ab' }).success).toBe(true);
    expect(fileParams.safeParse({ fileId: '../secret.key' }).success).toBe(false);
    expect(signupProfileImageQuery.safeParse({ transId: 'abc' }).success).toBe(false);
  });

  it('know the five stock profile pictures', () => {
    expect(PROFILE_PRESETS).toHaveLength(5);
    expect(isProfilePreset('default01.png')).toBe(true);
    expect(isProfilePreset('default05.png')).toBe(true);
    expect(isProfilePreset('default06.png')).toBe(false);
    expect(isProfilePreset('photo.png')).toBe(false);
  });
});
