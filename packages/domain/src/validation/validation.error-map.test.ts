import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installKoreanErrorMap, koreanErrorMap, labelled } from './validation.error-map';
import { zodErrorToFields } from './validation.fields';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: koreanErrorMap }).error?.issues.map((issue) => issue.message) ?? [];

describe('koreanErrorMap with labels', () => {
  const name = labelled(z.string().trim().min(1), '이름');

  it('asks for a missing or empty field by its label', () => {
    expect(messages(name, undefined)).toEqual(['이름을 입력해 주세요']);
    expect(messages(name, null)).toEqual(['이름을 입력해 주세요']);
    expect(messages(name, '')).toEqual(['이름을 입력해 주세요']);
    expect(messages(name, '   ')).toEqual(['이름을 입력해 주세요']);
  });

  it('reports a value of the wrong type as a format error', () => {
    expect(messages(name, 42)).toEqual(['이름 형식이 올바르지 않습니다. 다시 입력해 주세요.']);
  });

  it('reads .meta({ label }) as well as labelled()', () => {
    const email = z.email().meta({ label: '이메일' });
    expect(messages(email, 'not-an-email')).toEqual(['이메일 형식이 올바르지 않습니다. 다시 입력해 주세요.']);
    expect(messages(z.string().min(1).meta({ title: '주소' }), '')).toEqual(['주소를 입력해 주세요']);
  });

  it('keeps the label through checks added after it', () => {
    const nick = labelled(z.string(), '닉네임').min(2).max(10);
    expect(messages(nick, 'a')).toEqual(['닉네임은 2자 이상 입력해 주세요.']);
    expect(messages(nick, 'abcdefghijk')).toEqual(['닉네임은 10자 이하로 입력해 주세요.']);
  });

  it('labels the inner schema of wrappers', () => {
    expect(messages(labelled(z.string().regex(/^\d+$/).optional(), '코드'), 'x')).toEqual([
      '코드 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    ]);
    expect(messages(labelled(z.string().min(1).nullable().default(''), '메모'), '')).toEqual(['메모를 입력해 주세요']);
    expect(
      messages(
        labelled(
          z
            .string()
            .min(1)
            .transform((value) => value.length),
          '별명',
        ),
        '',
      ),
    ).toEqual(['별명을 입력해 주세요']);
  });

  it('does not change the schema it labels', () => {
    const shared = z.string().min(1);
    labelled(shared, '이름');
    expect(messages(shared, '')).toEqual(['이 항목을 입력해 주세요']);
  });

  it('says 선택 for choices: labelled choice, enums, literals, booleans and arrays', () => {
    expect(messages(labelled(z.string().min(1), '학교', 'choice'), '')).toEqual(['학교를 선택해 주세요']);
    const gender = labelled(z.enum(['M', 'F']), '성별');
    expect(messages(gender, undefined)).toEqual(['성별을 선택해 주세요']);
    expect(messages(gender, 'X')).toEqual(['성별을 선택해 주세요']);
    expect(messages(labelled(z.literal(true), '약관 동의'), false)).toEqual(['약관 동의를 선택해 주세요']);
    expect(messages(labelled(z.boolean(), '수신 여부'), undefined)).toEqual(['수신 여부를 선택해 주세요']);
    expect(messages(labelled(z.array(z.string()).min(1), '과목'), [])).toEqual(['과목을 선택해 주세요']);
    expect(messages(labelled(z.array(z.string()).min(2), '과목'), ['a'])).toEqual(['과목을 2개 이상 선택해 주세요.']);
    expect(messages(labelled(z.array(z.string()).max(2), '과목'), ['a', 'b', 'c'])).toEqual([
      '과목은 최대 2개까지 선택할 수 있습니다.',
    ]);
    expect(messages(labelled(z.set(z.string()).max(1), '반'), new Set(['a', 'b']))).toEqual([
      '반은 최대 1개까지 선택할 수 있습니다.',
    ]);
  });

  it('words numeric bounds', () => {
    const fixed = labelled(z.number().int().min(1).max(9999), '정원');
    expect(messages(fixed, 0)).toEqual(['정원은 1 이상으로 입력해 주세요.']);
    expect(messages(fixed, 10000)).toEqual(['정원은 9,999 이하로 입력해 주세요.']);
    expect(messages(fixed, 1.5)).toEqual(['정원 형식이 올바르지 않습니다. 다시 입력해 주세요.']);
    expect(messages(labelled(z.number().positive(), '금액'), 0)).toEqual(['금액은 0보다 크게 입력해 주세요.']);
    expect(messages(labelled(z.number().lt(10), '횟수'), 10)).toEqual(['횟수는 10보다 작게 입력해 주세요.']);
    expect(messages(labelled(z.number().multipleOf(10), '금액'), 15)).toEqual([
      '금액 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    ]);
  });

  it('words other origins as a format error', () => {
    const day = labelled(z.date().min(new Date('2026-01-01')).max(new Date('2026-12-31')), '날짜');
    expect(messages(day, new Date('2025-12-31'))).toEqual(['날짜 형식이 올바르지 않습니다. 다시 입력해 주세요.']);
    expect(messages(day, new Date('2027-01-01'))).toEqual(['날짜 형식이 올바르지 않습니다. 다시 입력해 주세요.']);
  });

  it('uses a neutral label when a field has none', () => {
    expect(messages(z.string(), undefined)).toEqual(['이 항목을 입력해 주세요']);
    expect(messages(z.enum(['a']), undefined)).toEqual(['이 항목을 선택해 주세요']);
  });

  it('lists unknown keys of a strict object', () => {
    expect(messages(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual([
      '알 수 없는 항목이 포함되어 있습니다: b',
    ]);
  });

  it('lets a message written on the schema win', () => {
    const pin = labelled(z.string().length(4, '4자리 숫자로 입력해 주세요.'), 'PIN');
    expect(messages(pin, '123')).toEqual(['4자리 숫자로 입력해 주세요.']);
  });

  it('turns custom refinements without a message into the format message', () => {
    expect(
      messages(
        labelled(
          z.string().refine((value) => value === 'ok'),
          '확인 코드',
        ),
        'no',
      ),
    ).toEqual(['확인 코드 형식이 올바르지 않습니다. 다시 입력해 주세요.']);
  });
});

describe('installKoreanErrorMap', () => {
  it('makes every parse answer in Korean, with fields keyed by path', () => {
    installKoreanErrorMap();
    const form = z.object({
      userNm: labelled(z.string().min(1), '이름'),
      lectureList: z.array(z.object({ start: labelled(z.string().regex(/^\d{2}:\d{2}$/), '시작 시간') })),
    });
    const result = form.safeParse({ userNm: '', lectureList: [{ start: '9시' }] });
    expect(result.success).toBe(false);
    expect(zodErrorToFields(result.error as z.ZodError)).toEqual({
      userNm: '이름을 입력해 주세요',
      'lectureList.0.start': '시작 시간 형식이 올바르지 않습니다. 다시 입력해 주세요.',
    });
  });
});
