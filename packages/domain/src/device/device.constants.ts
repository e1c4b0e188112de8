/** Device types (SPEC §9): where a push token, a deep link or a download target lives. */
export const DEVICE_TYPES = ['ANDROID', 'IOS', 'PC', 'ANY'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export function isDeviceType(value: unknown): value is DeviceType {
  return typeof value === 'string' && (DEVICE_TYPES as readonly string[]).includes(value);
}

/** Native apps get spreadsheets handed over instead of downloading them (SPEC §7). */
export function isNativeDevice(device: DeviceType): boolean {
  return device === 'ANDROID' || device === 'IOS';
}
