import { z } from 'zod';
import { isIsoDate } from '../calendar/calendar.rules';
import { digitsOnly } from '../text/text.rules';
import { labelled } from '../validation/validation.error-map';

/** A tuition amount in won: a whole number, zero or more. */
export const tuitionAmountSchema = labelled(z.number().int().nonnegative(), '수강료');

/**
 * A tuition amount typed in a form: digits only (SPEC §5), so `150,000원` becomes `150000`. The
 * output is a number; an input with no digit asks for the amount.
 */
export const tuitionAmountInputSchema = labelled(
  z
    .string()
    .overwrite(digitsOnly)
    .min(1)
    .transform((digits) => Number(digits)),
  '수강료',
);

const isoDateSchema = (label: string) => labelled(z.string().min(1, { abort: true }).refine(isIsoDate), label);

/** The body of a refund calculation (see `tuition.refund`). */
export const tuitionRefundInputSchema = z
  .object({
    reason: labelled(z.enum(['academy', 'student']), '환불 사유'),
    amount: labelled(z.number().int().nonnegative(), '결제 금액'),
    period: z.object({
      start: isoDateSchema('교습 시작일'),
      end: isoDateSchema('교습 종료일'),
      unit: labelled(z.enum(['sessions', 'minutes']), '교습 단위'),
      total: labelled(z.number().int().positive(), '총 교습시간'),
    }),
    taught: labelled(z.number().int().nonnegative(), '진행한 교습시간'),
    refundDate: isoDateSchema('환불 사유 발생일'),
    currentMonth: z
      .object({
        total: labelled(z.number().int().positive(), '이번 달 교습시간'),
        taught: labelled(z.number().int().nonnegative(), '이번 달 진행한 교습시간'),
      })
      .optional(),
  })
  .check((ctx) => {
    const value = ctx.value;
    if (value.period.start > value.period.end) {
      ctx.issues.push({
        code: 'custom',
        path: ['period', 'end'],
        message: '교습 종료일은 시작일과 같거나 그 뒤여야 합니다.',
        input: value.period.end,
      });
    }
    if (value.taught > value.period.total) {
      ctx.issues.push({
        code: 'custom',
        path: ['taught'],
        message: '진행한 교습시간이 총 교습시간보다 많습니다.',
        input: value.taught,
      });
    }
    if (value.currentMonth && value.currentMonth.taught > value.currentMonth.total) {
      ctx.issues.push({
        code: 'custom',
        path: ['currentMonth', 'taught'],
        message: '이번 달 진행한 교습시간이 이번 달 교습시간보다 많습니다.',
        input: value.currentMonth.taught,
      });
    }
  });

export type TuitionRefundBody = z.infer<typeof tuitionRefundInputSchema>;
