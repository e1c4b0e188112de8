import { describe, expect, it } from 'vitest';
import {
  BIRTH_YEAR_SPAN,
  DEFAULT_PROFILE_FILE_NM,
  MINIMUM_SIGNUP_AGE,
  REGIONS_MAX,
  SUBJECTS_MAX,
} from './signup.constants';

describe('sign-up limits (SPEC §3, §9)', () => {
  it('match the spec', () => {
    expect(MINIMUM_SIGNUP_AGE).toBe(14);
    expect(SUBJECTS_MAX).toBe(10);
    expect(REGIONS_MAX).toBe(5);
    expect(DEFAULT_PROFILE_FILE_NM).toBe('default01.png');
    expect(BIRTH_YEAR_SPAN).toBe(100);
  });
});
