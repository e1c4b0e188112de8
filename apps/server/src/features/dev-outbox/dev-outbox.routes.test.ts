import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { createSandboxSender } from '../../platform/adapters/messaging/sandbox';
import { fixedClock } from '../../platform/clock';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-22T09:00:00Z');
const sender = createSandboxSender(db, clock.now);
const app = await createTestApp(db, { clock });

describe('sandbox outbox', () => {
  it('keeps what the sandbox sent and lists it newest first, filtered by recipient', async () => {
    await sender.send({
      channel: 'sms',
      recipient: '01012345678',
      body: '[학원] 인증번호 123456',
      purpose: 'verification-code',
    });
    clock.advance(1000);
    await sender.send({
      channel: 'alimtalk',
      recipient: '01012345678',
      body: '최민준 학생이 등원했습니다.',
      purpose: 'attendance',
      templateCode: 'ATT001',
    });
    await sender.send({
      channel: 'email',
      recipient: 'a@example.com',
      subject: '인증',
      body: '코드 654321',
      purpose: 'verification-code',
    });

    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox?recipient=01012345678' });
    const { messages } = response.json();
    expect(messages.map((message: { channel: string }) => message.channel)).toEqual(['alimtalk', 'sms']);
    expect(messages[1].body).toBe('[학원] 인증번호 123456');
  });

  it('renders a page that escapes message text', async () => {
    await sender.send({ channel: 'sms', recipient: '01099998888', body: '<script>alert(1)</script>', purpose: 'test' });
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('샌드박스 발송함');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>alert(1)');
  });

  it('refuses a bad limit with field errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox?limit=0' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['limit']);
  });
});
