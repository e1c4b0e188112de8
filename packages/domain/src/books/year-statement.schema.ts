import { z } from 'zod';
import { labelled } from '../validation/validation.error-map';

/**
 * The year-end statement's API contract (연간 교육비 납입 증명, /v3/tuition-fee/statement):
 * `GET /api/insts/:instId/books/year-statement?year=YYYY[&studentId=…]`. A family gets its own
 * children (one with `studentId`); the office must name the student.
 */

export const yearStatementQuery = z.object({
  year: labelled(z.coerce.number().int().min(2000).max(2100), '연도').optional(),
  studentId: z.uuid().optional(),
});
export type YearStatementQuery = z.infer<typeof yearStatementQuery>;

const sums = z.object({ paid: z.number().int(), refunded: z.number().int(), net: z.number().int() });

export const yearStatementResponse = z.object({
  year: z.number().int(),
  instNm: z.string(),
  /** The day the statement was made (Seoul), printed on it. */
  issuedOn: z.string(),
  children: z.array(
    z.object({
      studentId: z.uuid(),
      studentNm: z.string(),
      months: z.array(sums.extend({ month: z.string() })),
      total: sums,
    }),
  ),
  total: sums,
});
export type YearStatementResponse = z.infer<typeof yearStatementResponse>;
