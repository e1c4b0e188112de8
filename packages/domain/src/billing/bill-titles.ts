import { type IsoMonth, parseIsoMonth } from '../format/format.business-date';
import { BILL_TITLE_MAX } from './billing.constants';

/**
 * The title a generated bill gets, as a family reads it in a list and in the AlimTalk:
 * `12월 수학 A반 교습비`, `12월~2월 수학 A반 교습비` for months paid ahead (선납), `수학 A반 3회차 교습비`
 * for a round of a per-round tuition. A long class name is shortened so the title fits its limit.
 */
export function billTitle(input: {
  classNm: string;
  month: IsoMonth;
  prepaymentMonths: number;
  round: number | null;
}): string {
  const suffix = ' 교습비';
  const { month } = parseIsoMonth(input.month);
  const last = ((month - 1 + input.prepaymentMonths - 1) % 12) + 1;
  const lead = input.round !== null ? '' : input.prepaymentMonths > 1 ? `${month}월~${last}월 ` : `${month}월 `;
  const tail = input.round !== null ? ` ${input.round}회차${suffix}` : suffix;
  const room = BILL_TITLE_MAX - lead.length - tail.length;
  const classNm = input.classNm.length > room ? `${input.classNm.slice(0, Math.max(1, room - 1))}…` : input.classNm;
  return `${lead}${classNm}${tail}`;
}
