import { josa } from 'es-hangul';
import { formatNumber } from '../format/format.money';

/**
 * The Korean field messages of SPEC §5. The particle (을/를, 은/는) follows whether the last
 * syllable of the field name has a final consonant (es-hangul's `josa`), so `이름을`, `휴대폰 번호를`.
 */

/** How a field is filled in: typed (`입력`) or picked from choices (`선택`). */
export type FieldInputKind = 'input' | 'choice';

/** Used when a schema field carries no Korean label. */
export const DEFAULT_FIELD_LABEL = '이 항목';

const verb = (kind: FieldInputKind) => (kind === 'choice' ? '선택' : '입력');

/** `{field}을/를 입력해 주세요`, or `… 선택해 주세요` for choices. */
export function requiredMessage(field: string, kind: FieldInputKind = 'input'): string {
  return `${josa(field, '을/를')} ${verb(kind)}해 주세요`;
}

/** `{field} 형식이 올바르지 않습니다. 다시 입력해 주세요.` */
export function formatMessage(field: string): string {
  return `${field} 형식이 올바르지 않습니다. 다시 입력해 주세요.`;
}

/** `{field}은/는 최대 10개까지 선택할 수 있습니다.` */
export function maxItemsMessage(field: string, max: number): string {
  return `${josa(field, '은/는')} 최대 ${formatNumber(max)}개까지 선택할 수 있습니다.`;
}

/** `{field}을/를 2개 이상 선택해 주세요.` */
export function minItemsMessage(field: string, min: number): string {
  return `${josa(field, '을/를')} ${formatNumber(min)}개 이상 선택해 주세요.`;
}

/** `{field}은/는 20자 이하로 입력해 주세요.` */
export function maxLengthMessage(field: string, max: number): string {
  return `${josa(field, '은/는')} ${formatNumber(max)}자 이하로 입력해 주세요.`;
}

/** `{field}은/는 2자 이상 입력해 주세요.` */
export function minLengthMessage(field: string, min: number): string {
  return `${josa(field, '은/는')} ${formatNumber(min)}자 이상 입력해 주세요.`;
}

/** `{field}은/는 9,999 이하로 입력해 주세요.` (or `…보다 작게` when the bound is exclusive). */
export function maxValueMessage(field: string, max: number, inclusive = true): string {
  const bound = inclusive ? `${formatNumber(max)} 이하로` : `${formatNumber(max)}보다 작게`;
  return `${josa(field, '은/는')} ${bound} 입력해 주세요.`;
}

/** `{field}은/는 1 이상으로 입력해 주세요.` (or `…보다 크게` when the bound is exclusive). */
export function minValueMessage(field: string, min: number, inclusive = true): string {
  const bound = inclusive ? `${formatNumber(min)} 이상으로` : `${formatNumber(min)}보다 크게`;
  return `${josa(field, '은/는')} ${bound} 입력해 주세요.`;
}

/** Keys a form or request may not carry. */
export function unknownKeysMessage(keys: readonly string[]): string {
  return `알 수 없는 항목이 포함되어 있습니다: ${keys.join(', ')}`;
}

/** `{field}은/는 1900년 1월 1일부터 2100년 12월 31일 사이로 입력해 주세요.` (or `선택해 주세요`). */
export function rangeMessage(field: string, from: string, to: string, kind: FieldInputKind = 'input'): string {
  return `${josa(field, '은/는')} ${from}부터 ${to} 사이로 ${verb(kind)}해 주세요.`;
}

/** A character no text may hold (U+0000), whatever the field. */
export const INVALID_CHARACTER_MESSAGE = '입력할 수 없는 문자가 들어 있습니다. 그 문자를 지우고 다시 입력해 주세요.';
