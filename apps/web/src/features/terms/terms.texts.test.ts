import {
  RETENTION_KINDS,
  RETENTION_RULES,
  retentionPeriodLabel,
  retentionPolicyLine,
} from '@academy/domain/privacy/retention';
import { describe, expect, it } from 'vitest';
import { TERMS_DOCUMENTS } from './terms.texts';

const retentionSection = TERMS_DOCUMENTS.PrivacyPolicy.sections.find((section) =>
  section.heading.includes('보유 기간과 파기'),
);
const policyText = TERMS_DOCUMENTS.PrivacyPolicy.sections
  .flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.items ?? [])])
  .join('\n');

describe('the privacy policy (개인정보 처리방침)', () => {
  it('states the retention period of every kind of personal data the retention job deletes', () => {
    expect(retentionSection).toBeDefined();
    for (const kind of RETENTION_KINDS) {
      const rule = RETENTION_RULES[kind];
      expect(retentionSection?.items, kind).toContain(retentionPolicyLine(kind));
      expect(policyText, kind).toContain(`${rule.name}(`);
      expect(policyText, kind).toContain(`${rule.from}부터 ${retentionPeriodLabel(rule.keep)}`);
    }
  });

  it('keeps the 「통신비밀보호법」 access records for the login records period', () => {
    expect(policyText).toContain('「통신비밀보호법」에 따른 접속 기록');
    expect(policyText).toContain(`로그인 기록(${RETENTION_RULES.sessions.items})`);
    expect(retentionPeriodLabel(RETENTION_RULES.sessions.keep)).toBe('3개월');
  });
});
