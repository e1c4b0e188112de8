import { describe, expect, it } from 'vitest';
import { DEVICE_TYPES, isDeviceType, isNativeDevice } from './device.constants';

describe('device types (SPEC §9)', () => {
  it('are ANDROID, IOS, PC and ANY', () => {
    expect(DEVICE_TYPES).toEqual(['ANDROID', 'IOS', 'PC', 'ANY']);
    expect(isDeviceType('IOS')).toBe(true);
    expect(isDeviceType('WEB')).toBe(false);
    expect(isNativeDevice('ANDROID')).toBe(true);
    expect(isNativeDevice('IOS')).toBe(true);
    expect(isNativeDevice('PC')).toBe(false);
  });
});
