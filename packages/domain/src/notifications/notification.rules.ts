import { addDays } from '../calendar/calendar.rules';
import { businessDateOf, seoulDateTimeParts, startOfBusinessDate } from '../format/format.business-date';
import { isInformationalCategory, type NotificationCategory } from './notification.categories';

/**
 * The rules of delivering a notification: the channels and statuses of a delivery, each person's
 * preferences, the advertising rules (consent, night time, the "(광고)" text) and the SMS/LMS choice.
 */

// ── channels and statuses ────────────────────────────────────────────────────

/** How one notification reaches its recipient: in the app, by web or native push, by AlimTalk, SMS or LMS. */
export const DELIVERY_CHANNELS = ['app', 'webpush', 'fcm', 'alimtalk', 'sms', 'lms'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** Where a delivery stands: waiting, sent, failed (with a reason), held (advertising at night), read. */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'held', 'read'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  app: '앱',
  webpush: '웹 푸시',
  fcm: '앱 푸시',
  alimtalk: '알림톡',
  sms: '문자(SMS)',
  lms: '문자(LMS)',
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: '보내는 중',
  sent: '보냄',
  failed: '실패',
  held: '보류(아침 8시 발송)',
  read: '읽음',
};

/** Device types of native push tokens (SPEC §9). */
export const DEVICE_TYPES = ['ANDROID', 'IOS', 'PC', 'ANY'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

// ── preferences ──────────────────────────────────────────────────────────────

/** What a person turns on or off per category: the app's list, push (web and native), messages (AlimTalk, SMS). */
export const PREFERENCE_CHANNELS = ['app', 'push', 'message'] as const;
export type PreferenceChannel = (typeof PREFERENCE_CHANNELS)[number];

export const PREFERENCE_CHANNEL_LABELS: Record<PreferenceChannel, string> = {
  app: '앱 알림 목록',
  push: '푸시 알림',
  message: '알림톡·문자',
};

/** The preference a delivery channel follows. */
export function preferenceChannelOf(channel: DeliveryChannel): PreferenceChannel {
  switch (channel) {
    case 'app':
      return 'app';
    case 'webpush':
    case 'fcm':
      return 'push';
    default:
      return 'message';
  }
}

/**
 * The channels a category can be set for: messages (AlimTalk, SMS) carry informational news only,
 * and chat has its own screen, so neither advertising nor chat has a message setting.
 */
export function preferenceChannelsOf(category: NotificationCategory): readonly PreferenceChannel[] {
  return category === 'ad' || category === 'chat' ? ['app', 'push'] : PREFERENCE_CHANNELS;
}

/** Informational news always stays in the app's list: that setting cannot be turned off. */
export function isPreferenceLocked(category: NotificationCategory, channel: PreferenceChannel): boolean {
  return channel === 'app' && isInformationalCategory(category);
}

/** A person's settings: only what they turned off is stored; everything else is on. */
export type PreferenceOff = { category: NotificationCategory; channel: PreferenceChannel };

/** Whether a category reaches a person by a channel, given what they turned off. */
export function isChannelOn(
  off: readonly PreferenceOff[],
  category: NotificationCategory,
  channel: PreferenceChannel,
): boolean {
  if (!preferenceChannelsOf(category).includes(channel)) return false;
  if (isPreferenceLocked(category, channel)) return true;
  return !off.some((entry) => entry.category === category && entry.channel === channel);
}

// ── advertising ──────────────────────────────────────────────────────────────

/** Night time in Seoul, when advertising needs the night-time consent: 21:00 to 08:00. */
export const NIGHT_START_HOUR = 21;
export const NIGHT_END_HOUR = 8;

export function isNightInSeoul(now: Date): boolean {
  const { hour } = seoulDateTimeParts(now);
  return hour >= NIGHT_START_HOUR || hour < NIGHT_END_HOUR;
}

/** The next 08:00 in Seoul at or after `now` (the end of the night `now` falls in). */
export function nextMorningInSeoul(now: Date): Date {
  const today = businessDateOf(now);
  const morning = (date: string) => new Date(startOfBusinessDate(date).getTime() + NIGHT_END_HOUR * 3_600_000);
  const todayMorning = morning(today);
  return todayMorning.getTime() >= now.getTime() ? todayMorning : morning(addDays(today, 1));
}

export type Consents = { marketingConsent: boolean; nightReceiveConsent: boolean };

/**
 * Whether an advertising notification may go to a person now: not without marketing consent; at
 * night not without night-time consent, so it is held until 08:00 in Seoul and then sent.
 */
export type AdvertisingGate =
  | { kind: 'send' }
  | { kind: 'hold'; until: Date }
  | { kind: 'refuse'; reason: 'no-marketing-consent' };

export function advertisingGate(consents: Consents, now: Date): AdvertisingGate {
  if (!consents.marketingConsent) return { kind: 'refuse', reason: 'no-marketing-consent' };
  if (isNightInSeoul(now) && !consents.nightReceiveConsent) return { kind: 'hold', until: nextMorningInSeoul(now) };
  return { kind: 'send' };
}

export const ADVERTISING_MARK = '(광고)';
export const OPT_OUT_LINE = '무료 수신거부: 마이페이지 > 알림 설정';

/** An advertisement as sent: "(광고)" and the sender in front, the free opt-out line at the end. */
export function advertisingText(input: { title: string; body: string; sender: string }): {
  title: string;
  body: string;
} {
  const title = input.title.startsWith(ADVERTISING_MARK) ? input.title : `${ADVERTISING_MARK} ${input.title}`;
  return { title, body: `[${input.sender}] ${input.body}\n${OPT_OUT_LINE}` };
}

// ── text messages ────────────────────────────────────────────────────────────

/** A text's length as Korean carriers count it (EUC-KR): Hangul and other non-ASCII 2 bytes, ASCII 1. */
export function eucKrBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += (char.codePointAt(0) ?? 0) < 0x80 ? 1 : 2;
  return bytes;
}

export const SMS_MAX_BYTES = 90;
export const LMS_MAX_BYTES = 2000;

/** SMS up to 90 bytes, LMS up to 2,000; a longer text cannot be sent as one message (null). */
export function textMessageKindOf(text: string): 'sms' | 'lms' | null {
  const bytes = eucKrBytes(text);
  if (bytes <= SMS_MAX_BYTES) return 'sms';
  if (bytes <= LMS_MAX_BYTES) return 'lms';
  return null;
}

// ── retries ──────────────────────────────────────────────────────────────────

/** A delivery is tried this many times in all before it stays failed. */
export const DELIVERY_MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 30 * 60_000;

/** How long after its `attempts`-th failed try a delivery is tried again: 30 s, doubling, at most 30 min. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

// ── why a delivery did not go ────────────────────────────────────────────────

/** The reasons a delivery failed or was withheld, as kept on its row (a provider's detail may follow a colon). */
export const DELIVERY_REASONS = {
  'no-device': '알림을 받을 기기가 없습니다',
  unsubscribed: '기기의 알림 구독이 끝났습니다',
  'provider-error': '발송 업체가 보내지 못했습니다',
  'no-mobile': '휴대폰 번호가 없습니다',
  'template-invalid': '알림톡 양식에 맞지 않습니다',
  'too-long': '보낼 수 있는 길이를 넘었습니다',
  'no-marketing-consent': '광고성 정보 수신에 동의하지 않았습니다',
  'turned-off': '받는 사람이 이 알림을 꺼 두었습니다',
  'alimtalk-failed': '알림톡을 보내지 못해 문자로 보냈습니다',
} as const;
export type DeliveryReason = keyof typeof DELIVERY_REASONS;

/** The Korean text of a kept reason (`provider-error: Solapi answered 500` reads as the provider error). */
export function deliveryReasonLabel(reason: string): string {
  const code = reason.split(':', 1)[0] ?? '';
  return Object.hasOwn(DELIVERY_REASONS, code) ? DELIVERY_REASONS[code as DeliveryReason] : reason;
}
