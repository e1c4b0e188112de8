import { z } from 'zod';
import { calendarDateSchema } from '../calendar/calendar.schema';
import { labelled } from '../validation/validation.error-map';
import {
  CASH_BOOK_AMOUNT_MAX,
  CASH_BOOK_CATEGORIES,
  CASH_BOOK_KINDS,
  CASH_BOOK_NOTE_MAX,
  isCategoryOfKind,
} from './cash-book';
import { cashBookFileView } from './transactions.schema';

/**
 * The 입출금 API contract: `POST /api/insts/:instId/cash-book`, `PUT|DELETE …/cash-book/:entryId`,
 * `POST …/cash-book/files` (a receipt through the upload pipeline, attached when the entry is
 * saved) and `GET …/cash-book/files/:fileNm`. The web form's resolver uses the same body.
 */

export const cashBookInstParams = z.object({ instId: z.uuid() });
export const cashBookEntryParams = cashBookInstParams.extend({ entryId: z.uuid() });
export const cashBookFileParams = cashBookInstParams.extend({ fileNm: z.string().max(80) });

export const cashBookEntryBody = z
  .object({
    kind: z.enum(CASH_BOOK_KINDS),
    category: labelled(z.enum(CASH_BOOK_CATEGORIES), '분류', 'choice'),
    entryDate: calendarDateSchema('날짜'),
    amount: labelled(z.number().int().min(1).max(CASH_BOOK_AMOUNT_MAX), '금액'),
    note: labelled(z.string().trim().max(CASH_BOOK_NOTE_MAX), '메모').default(''),
    /** An uploaded receipt (`POST …/cash-book/files`), or null for none. */
    fileId: z.uuid().nullable().default(null),
  })
  .refine((body) => isCategoryOfKind(body.kind, body.category), {
    path: ['category'],
    error: '수입·지출에 맞는 분류를 선택해 주세요.',
  });
export type CashBookEntryBody = z.input<typeof cashBookEntryBody>;
export type CashBookEntryInput = z.infer<typeof cashBookEntryBody>;

export const cashBookEntryView = z.object({
  entryId: z.uuid(),
  kind: z.enum(CASH_BOOK_KINDS),
  category: z.enum(CASH_BOOK_CATEGORIES),
  entryDate: z.string(),
  amount: z.number().int(),
  note: z.string(),
  fileId: z.uuid().nullable(),
  file: cashBookFileView.nullable(),
});
export type CashBookEntryView = z.infer<typeof cashBookEntryView>;

export const cashBookEntryResponse = z.object({ entry: cashBookEntryView });
export type CashBookEntryResponse = z.infer<typeof cashBookEntryResponse>;

export const uploadCashBookFileResponse = cashBookFileView.extend({ id: z.uuid() });
export type UploadCashBookFileResponse = z.infer<typeof uploadCashBookFileResponse>;
