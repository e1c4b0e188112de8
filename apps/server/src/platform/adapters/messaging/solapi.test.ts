import { createHmac } from 'node:crypto';
import { eucKrBytes } from '@academy/domain/notifications/notification.rules';
import { afterAll, describe, expect, it } from 'vitest';
import { refusalCode } from '../../../../test/refusal';
import { createSolapiSender, solapiAuthorization } from './solapi';
import { startSolapiFake } from './solapi.fake';

const fake = await startSolapiFake();
afterAll(() => fake.close());

const config = {
  apiKey: fake.apiKey,
  apiSecret: fake.apiSecret,
  sender: '0212345678',
  kakaoPfId: 'KA01PF000000000000000000000000',
  baseUrl: fake.url,
};
const sender = createSolapiSender(config, () => new Date('2026-11-22T09:00:00.000Z'));

describe('Solapi sender', () => {
  it('signs with HMAC-SHA256 over date and salt', () => {
    const header = solapiAuthorization('KEY', 'SECRET', '2026-11-22T09:00:00.000Z', 'salt-0123456789');
    const signature = createHmac('sha256', 'SECRET').update('2026-11-22T09:00:00.000Zsalt-0123456789').digest('hex');
    expect(header).toBe(
      `HMAC-SHA256 apiKey=KEY, date=2026-11-22T09:00:00.000Z, salt=salt-0123456789, signature=${signature}`,
    );
  });

  it('sends a short text as SMS and a long one as LMS', async () => {
    const short = await sender.send({
      channel: 'sms',
      recipient: '010-1234-5678',
      body: '[학원ON] 본인확인 인증번호는 123456입니다.',
      purpose: 'verification-code',
    });
    expect(short.id).toMatch(/^M4V/);
    expect(fake.accepted.at(-1)).toEqual({
      to: '01012345678',
      from: '0212345678',
      text: '[학원ON] 본인확인 인증번호는 123456입니다.',
      type: 'SMS',
    });
    expect(fake.authorizations.at(-1)).toMatch(/^HMAC-SHA256 apiKey=NCSTESTKEY000001, date=2026-11-22T09:00:00.000Z, /);

    const long = '가'.repeat(46);
    expect(eucKrBytes(long)).toBe(92);
    await sender.send({ channel: 'sms', recipient: '01012345678', body: long, purpose: 'notice' });
    expect(fake.accepted.at(-1)).toMatchObject({ type: 'LMS', text: long });
    await sender.send({ channel: 'lms', recipient: '01012345678', subject: '공지', body: '내용', purpose: 'notice' });
    expect(fake.accepted.at(-1)).toMatchObject({ type: 'LMS', subject: '공지' });
  });

  it('sends AlimTalk with the channel and template, without a silent SMS fallback', async () => {
    await sender.send({
      channel: 'alimtalk',
      recipient: '01012345678',
      body: '최민준 학생이 등원했습니다.',
      templateCode: 'ATT_IN_01',
      purpose: 'attendance',
    });
    expect(fake.accepted.at(-1)).toEqual({
      to: '01012345678',
      from: '0212345678',
      text: '최민준 학생이 등원했습니다.',
      type: 'ATA',
      kakaoOptions: { pfId: config.kakaoPfId, templateId: 'ATT_IN_01', disableSms: true },
    });
  });

  it('reports a refused signature, a refused message and an unreachable Solapi as not sent', async () => {
    const count = fake.accepted.length;
    const wrongSecret = createSolapiSender({ ...config, apiSecret: 'wrong' });
    expect(
      await refusalCode(wrongSecret.send({ channel: 'sms', recipient: '01012345678', body: 'x', purpose: 't' })),
    ).toBe('MESSAGE_SEND_FAILED');
    expect(await refusalCode(sender.send({ channel: 'sms', recipient: '12345', body: 'x', purpose: 't' }))).toBe(
      'MESSAGE_SEND_FAILED',
    );
    const down = createSolapiSender({ ...config, baseUrl: 'http://127.0.0.1:9' });
    expect(await refusalCode(down.send({ channel: 'sms', recipient: '01012345678', body: 'x', purpose: 't' }))).toBe(
      'MESSAGE_SEND_FAILED',
    );
    expect(fake.accepted.length).toBe(count);
  });

  it('does not carry email or push', async () => {
    await expect(
      sender.send({ channel: 'email', recipient: 'a@example.com', body: 'x', purpose: 't' }),
    ).rejects.toThrow('Solapi does not send email');
  });
});
