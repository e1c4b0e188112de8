import type { CashBookCategory, CashBookKind } from '@academy/domain/books/cash-book';
import { businessMonthRange, shiftIsoMonth } from '@academy/domain/format/format.business-date';
import { newId } from '../../platform/ids/new-id';
import { DEMO_INSTITUTE } from './demo-academies.data';
import { insertRows } from './demo-insert';
import type { SeededAcademy } from './demo-roster.seed';
import { type DemoWorld, momentOn } from './demo-world';

type Planned = { day: number; kind: CashBookKind; category: CashBookCategory; amount: number; note: string };

/** Every month's own income and expenses of a small math academy (rent on the 5th, pay on the 25th …). */
const MONTHLY: readonly Planned[] = [
  { day: 5, kind: 'out', category: 'rent', amount: 1_800_000, note: '상가 임대료' },
  { day: 10, kind: 'out', category: 'utilities', amount: 186_000, note: '전기·수도·인터넷' },
  { day: 12, kind: 'out', category: 'material', amount: 240_000, note: '학습지와 문제집 구입' },
  { day: 18, kind: 'in', category: 'textbook_sale', amount: 96_000, note: '개념원리 교재 판매 (6권)' },
  { day: 25, kind: 'out', category: 'salary', amount: 2_600_000, note: '강사 급여' },
];

/**
 * 입출금 at 한빛수학학원 (decision 0050): the last three months and this one up to today — rent,
 * utilities, materials and salaries paid, textbooks sold — so 거래 내역 shows the academy's own
 * money beside the families' payments. Written by the director; no receipt files (the demo ships no
 * scanned receipts).
 */
export async function writeDemoCashBook(world: DemoWorld, seeded: SeededAcademy): Promise<void> {
  if (seeded.academy.instNm !== DEMO_INSTITUTE.instNm) return;
  const thisMonth = world.today.slice(0, 7);
  const rows = [];
  for (const offset of [-3, -2, -1, 0]) {
    const month = businessMonthRange(shiftIsoMonth(thisMonth, offset));
    for (const planned of MONTHLY) {
      const date = `${month.first.slice(0, 8)}${String(planned.day).padStart(2, '0')}`;
      if (date > world.today) continue;
      const at = momentOn(world, date, '18:00');
      rows.push({
        inst_id: seeded.instId,
        id: newId(),
        kind: planned.kind,
        category: planned.category,
        entry_date: date,
        amount: planned.amount,
        note: planned.note,
        file_id: null,
        created_by: seeded.directorId,
        updated_by: seeded.directorId,
        created_at: at,
        updated_at: at,
      });
    }
  }
  await insertRows(world.db, 'cash_book_entries', rows);
}
