import { describe, expect, it } from 'vitest';
import { ALIMTALK_MAX_CHARS, ALIMTALK_TEMPLATES, alimTalkText, alimTalkVariables } from './alimtalk-templates';

describe('AlimTalk templates', () => {
  it('name their variables', () => {
    expect(alimTalkVariables('ATTEND_CHECK_IN')).toEqual(['학원명', '학생명', '시각']);
    expect(alimTalkVariables('class-session-changed')).toEqual(['학원명', '내용']);
  });

  it('fill a template with every variable', () => {
    expect(
      alimTalkText({
        template: 'ATTEND_CHECK_IN',
        variables: { 학원명: '한빛수학학원', 학생명: '최민준', 시각: '15:02' },
      }),
    ).toEqual({ ok: true, text: '[한빛수학학원] 최민준 학생이 15:02에 등원했습니다.' });
  });

  it('refuse an unknown template, a missing variable and a text too long, before anything is sent', () => {
    expect(alimTalkText({ template: 'NOPE', variables: {} })).toEqual({ ok: false, reason: 'unknown-template' });
    expect(alimTalkText({ template: 'ATTEND_CHECK_IN', variables: { 학원명: '한빛' } })).toEqual({
      ok: false,
      reason: 'missing-variable',
    });
    const long = { 학원명: '한빛', 내용: '가'.repeat(ALIMTALK_MAX_CHARS) };
    expect(alimTalkText({ template: 'class-session-changed', variables: long })).toEqual({
      ok: false,
      reason: 'too-long',
    });
    const fits = { 학원명: '한빛', 내용: '가'.repeat(ALIMTALK_MAX_CHARS - '[한빛] '.length) };
    expect(alimTalkText({ template: 'class-session-changed', variables: fits }).ok).toBe(true);
  });

  it('are informational texts only (no advertising mark)', () => {
    for (const text of Object.values(ALIMTALK_TEMPLATES)) expect(text).not.toContain('(광고)');
  });
});
