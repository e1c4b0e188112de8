import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seoulDateTimeParts } from '../format/format.business-date';
import { NOTIFICATION_CATEGORIES } from './notification.categories';
import {
  ADVERTISING_MARK,
  advertisingGate,
  advertisingText,
  DELIVERY_MAX_ATTEMPTS,
  deliveryReasonLabel,
  eucKrBytes,
  isChannelOn,
  isNightInSeoul,
  isPreferenceLocked,
  LMS_MAX_BYTES,
  nextMorningInSeoul,
  OPT_OUT_LINE,
  PREFERENCE_CHANNELS,
  preferenceChannelOf,
  preferenceChannelsOf,
  retryDelayMs,
  SMS_MAX_BYTES,
  textMessageKindOf,
} from './notification.rules';

/** An instant given as Seoul's wall clock (UTC+9, no daylight saving). */
const seoul = (wall: string) => new Date(`${wall}+09:00`);

describe('night time in Seoul (21:00–08:00)', () => {
  it('starts at 21:00 and ends at 08:00, whatever the machine’s zone', () => {
    expect(isNightInSeoul(seoul('2026-11-23T20:59:59'))).toBe(false);
    expect(isNightInSeoul(seoul('2026-11-23T21:00:00'))).toBe(true);
    expect(isNightInSeoul(seoul('2026-11-24T03:00:00'))).toBe(true);
    expect(isNightInSeoul(seoul('2026-11-24T07:59:59'))).toBe(true);
    expect(isNightInSeoul(seoul('2026-11-24T08:00:00'))).toBe(false);
    // 13:00 UTC is 22:00 in Seoul.
    expect(isNightInSeoul(new Date('2026-11-23T13:00:00Z'))).toBe(true);
  });

  it('ends at the next 08:00: the same morning after midnight, the next morning before it', () => {
    expect(nextMorningInSeoul(seoul('2026-11-23T22:30:00'))).toEqual(seoul('2026-11-24T08:00:00'));
    expect(nextMorningInSeoul(seoul('2026-11-24T01:00:00'))).toEqual(seoul('2026-11-24T08:00:00'));
    expect(nextMorningInSeoul(seoul('2026-12-31T23:00:00'))).toEqual(seoul('2027-01-01T08:00:00'));
  });

  it('the next morning of any night instant is 08:00 in Seoul, after it and within 11 hours', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (at) => {
        fc.pre(isNightInSeoul(at));
        const morning = nextMorningInSeoul(at);
        const parts = seoulDateTimeParts(morning);
        expect([parts.hour, parts.minute, parts.second]).toEqual([8, 0, 0]);
        expect(morning.getTime()).toBeGreaterThan(at.getTime());
        expect(morning.getTime() - at.getTime()).toBeLessThanOrEqual(11 * 3_600_000);
        expect(isNightInSeoul(morning)).toBe(false);
      }),
    );
  });
});

describe('advertising (광고성 정보)', () => {
  const day = seoul('2026-11-23T14:00:00');
  const night = seoul('2026-11-23T22:00:00');

  it('needs marketing consent, day or night', () => {
    expect(advertisingGate({ marketingConsent: false, nightReceiveConsent: true }, day)).toEqual({
      kind: 'refuse',
      reason: 'no-marketing-consent',
    });
    expect(advertisingGate({ marketingConsent: false, nightReceiveConsent: true }, night).kind).toBe('refuse');
  });

  it('goes in the day with marketing consent', () => {
    expect(advertisingGate({ marketingConsent: true, nightReceiveConsent: false }, day)).toEqual({ kind: 'send' });
  });

  it('at night is held until 08:00 without night-time consent, and goes with it', () => {
    expect(advertisingGate({ marketingConsent: true, nightReceiveConsent: false }, night)).toEqual({
      kind: 'hold',
      until: seoul('2026-11-24T08:00:00'),
    });
    expect(advertisingGate({ marketingConsent: true, nightReceiveConsent: true }, night)).toEqual({ kind: 'send' });
  });

  it('says (광고), the sender and the free opt-out, once', () => {
    const text = advertisingText({ title: '겨울 특강 모집', body: '12월 특강을 모집합니다.', sender: '한빛수학학원' });
    expect(text.title).toBe(`${ADVERTISING_MARK} 겨울 특강 모집`);
    expect(text.body).toBe(`[한빛수학학원] 12월 특강을 모집합니다.\n${OPT_OUT_LINE}`);
    expect(advertisingText({ ...text, sender: '한빛수학학원' }).title).toBe(text.title);
  });
});

describe('text message length (EUC-KR bytes)', () => {
  it('counts Hangul as 2 bytes and ASCII as 1', () => {
    expect(eucKrBytes('')).toBe(0);
    expect(eucKrBytes('abc 123')).toBe(7);
    expect(eucKrBytes('한빛')).toBe(4);
    expect(eucKrBytes('[한빛] 5시')).toBe(10);
  });

  it('chooses SMS up to 90 bytes, LMS up to 2,000, nothing beyond', () => {
    expect(textMessageKindOf('가'.repeat(45))).toBe('sms');
    expect(textMessageKindOf(`${'가'.repeat(44)}ab`)).toBe('sms');
    expect(textMessageKindOf(`${'가'.repeat(45)}a`)).toBe('lms');
    expect(textMessageKindOf('a'.repeat(SMS_MAX_BYTES))).toBe('sms');
    expect(textMessageKindOf('가'.repeat(1000))).toBe('lms');
    expect(textMessageKindOf(`${'가'.repeat(1000)}a`)).toBeNull();
    expect(textMessageKindOf('a'.repeat(LMS_MAX_BYTES + 1))).toBeNull();
  });

  it('agrees with the byte count for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', '1', ' ', '가', '힣', '!', '学') }), (text) => {
        const bytes = eucKrBytes(text);
        const kind = textMessageKindOf(text);
        expect(kind).toBe(bytes <= SMS_MAX_BYTES ? 'sms' : bytes <= LMS_MAX_BYTES ? 'lms' : null);
      }),
    );
  });
});

describe('preferences', () => {
  it('are all on by default, and informational news stays in the app', () => {
    for (const category of NOTIFICATION_CATEGORIES) {
      for (const channel of preferenceChannelsOf(category)) expect(isChannelOn([], category, channel)).toBe(true);
    }
    expect(isPreferenceLocked('notice', 'app')).toBe(true);
    expect(isPreferenceLocked('ad', 'app')).toBe(false);
    expect(isPreferenceLocked('notice', 'push')).toBe(false);
    expect(isChannelOn([{ category: 'notice', channel: 'app' }], 'notice', 'app')).toBe(true);
    expect(isChannelOn([{ category: 'ad', channel: 'app' }], 'ad', 'app')).toBe(false);
  });

  it('turn one category’s channel off and nothing else', () => {
    const off = [{ category: 'attendance' as const, channel: 'push' as const }];
    expect(isChannelOn(off, 'attendance', 'push')).toBe(false);
    expect(isChannelOn(off, 'attendance', 'message')).toBe(true);
    expect(isChannelOn(off, 'notice', 'push')).toBe(true);
  });

  it('give advertising and chat no message setting', () => {
    expect(preferenceChannelsOf('ad')).toEqual(['app', 'push']);
    expect(preferenceChannelsOf('chat')).toEqual(['app', 'push']);
    expect(preferenceChannelsOf('notice')).toEqual(PREFERENCE_CHANNELS);
    expect(isChannelOn([], 'ad', 'message')).toBe(false);
  });

  it('map each delivery channel to its setting', () => {
    expect(preferenceChannelOf('app')).toBe('app');
    expect(preferenceChannelOf('webpush')).toBe('push');
    expect(preferenceChannelOf('fcm')).toBe('push');
    expect(preferenceChannelOf('alimtalk')).toBe('message');
    expect(preferenceChannelOf('sms')).toBe('message');
    expect(preferenceChannelOf('lms')).toBe('message');
  });
});

describe('retries', () => {
  it('back off from 30 s, doubling, to at most 30 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
    expect(DELIVERY_MAX_ATTEMPTS).toBeGreaterThan(1);
  });

  it('read a kept reason in Korean, with or without a provider’s detail', () => {
    expect(deliveryReasonLabel('unsubscribed: push service answered 410')).toBe('기기의 알림 구독이 끝났습니다');
    expect(deliveryReasonLabel('no-device')).toBe('알림을 받을 기기가 없습니다');
    expect(deliveryReasonLabel('something else')).toBe('something else');
  });
});
