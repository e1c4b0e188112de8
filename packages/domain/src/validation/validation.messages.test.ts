import { describe, expect, it } from 'vitest';
import {
  formatMessage,
  maxItemsMessage,
  maxLengthMessage,
  maxValueMessage,
  minItemsMessage,
  minLengthMessage,
  minValueMessage,
  rangeMessage,
  requiredMessage,
  unknownKeysMessage,
} from './validation.messages';

describe('requiredMessage', () => {
  it('picks 을 after a final consonant and 를 after a vowel', () => {
    expect(requiredMessage('이름')).toBe('이름을 입력해 주세요');
    expect(requiredMessage('휴대폰 번호')).toBe('휴대폰 번호를 입력해 주세요');
    expect(requiredMessage('비밀번호')).toBe('비밀번호를 입력해 주세요');
    expect(requiredMessage('생년월일')).toBe('생년월일을 입력해 주세요');
  });

  it('says 선택 for choices', () => {
    expect(requiredMessage('성별', 'choice')).toBe('성별을 선택해 주세요');
    expect(requiredMessage('과목', 'choice')).toBe('과목을 선택해 주세요');
    expect(requiredMessage('지역', 'choice')).toBe('지역을 선택해 주세요');
    expect(requiredMessage('학교', 'choice')).toBe('학교를 선택해 주세요');
  });
});

describe('other messages', () => {
  it('writes the format message of SPEC §5', () => {
    expect(formatMessage('이메일')).toBe('이메일 형식이 올바르지 않습니다. 다시 입력해 주세요.');
  });

  it('writes limits with 은/는 and grouped numbers', () => {
    expect(maxItemsMessage('과목', 10)).toBe('과목은 최대 10개까지 선택할 수 있습니다.');
    expect(maxItemsMessage('지역', 5)).toBe('지역은 최대 5개까지 선택할 수 있습니다.');
    expect(minItemsMessage('과목', 2)).toBe('과목을 2개 이상 선택해 주세요.');
    expect(maxLengthMessage('메모', 200)).toBe('메모는 200자 이하로 입력해 주세요.');
    expect(minLengthMessage('이름', 2)).toBe('이름은 2자 이상 입력해 주세요.');
    expect(maxValueMessage('정원', 9999)).toBe('정원은 9,999 이하로 입력해 주세요.');
    expect(maxValueMessage('정원', 100, false)).toBe('정원은 100보다 작게 입력해 주세요.');
    expect(minValueMessage('금액', 1)).toBe('금액은 1 이상으로 입력해 주세요.');
    expect(minValueMessage('금액', 0, false)).toBe('금액은 0보다 크게 입력해 주세요.');
    expect(unknownKeysMessage(['a', 'b'])).toBe('알 수 없는 항목이 포함되어 있습니다: a, b');
  });
});

describe('rangeMessage', () => {
  it('names both bounds with the right particle and verb', () => {
    expect(rangeMessage('생년월일', '1900.01.01', '2100.12.31')).toBe(
      '생년월일은 1900.01.01부터 2100.12.31 사이로 입력해 주세요.',
    );
    expect(rangeMessage('날짜', '1900.01.01', '2100.12.31', 'choice')).toBe(
      '날짜는 1900.01.01부터 2100.12.31 사이로 선택해 주세요.',
    );
  });
});
