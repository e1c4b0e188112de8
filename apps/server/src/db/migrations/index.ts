import type { Migration } from 'kysely';
import * as m202611220000 from './202611220000_foundation';
import * as m202611220100 from './202611220100_sessions';
import * as m202611220110 from './202611220110_outbox';
import * as m202611220200 from './202611220200_identity';
import * as m202611220210 from './202611220210_dev_oauth';
import * as m202611220300 from './202611220300_accounts';
import * as m202611220400 from './202611220400_institutes_people';
import * as m202611220500 from './202611220500_employees_audit_target';
import * as m202611220510 from './202611220510_students_search_import';
import * as m202611220600 from './202611220600_classes_attendance';
import * as m202611220610 from './202611220610_class_session_students';
import * as m202611220620 from './202611220620_classes_pending_teachers';
import * as m202611221000 from './202611221000_files';
import * as m202611221100 from './202611221100_class_moves';
import * as m202611261200 from './202611261200_student_status_dates_desk_pins';
import * as m202611261230 from './202611261230_uploads_every_file';
import * as m202611261300 from './202611261300_hangul_choseong_jamo';
import * as m202611261400 from './202611261400_login_attempts';
import * as m202611262300 from './202611262300_rate_limits';
import * as m202611270000 from './202611270000_job_runs';
import * as m202611271100 from './202611271100_academy_exports';
import * as m202611271200 from './202611271200_hot_query_indexes';
import * as m202611271300 from './202611271300_queued_messages';
import * as m202611271400 from './202611271400_notification_delivery';
import * as m202611271410 from './202611271410_notices';
import * as m202611271420 from './202611271420_feed';
import * as m202611271500 from './202611271500_billing';
import * as m202611271510 from './202611271510_sandbox_payments';
import * as m202611281000 from './202611281000_registered_cards';
import * as m202611281100 from './202611281100_virtual_account_receipts';
import * as m202611281300 from './202611281300_cash_receipt_identity_retention';
import * as m202611281400 from './202611281400_cash_book';
import * as m202611281410 from './202611281410_bill_reminders';
import * as m202611281420 from './202611281420_settlements_payouts';
import * as m202611290100 from './202611290100_chat';
import * as m202611290200 from './202611290200_seller_payouts';
import * as m202611300100 from './202611300100_grades';
import * as m202611300200 from './202611300200_homework';
import * as m202611300300 from './202611300300_learning_reports';
import * as m202611300400 from './202611300400_study_materials';

/**
 * Every migration, by name. Names sort in time order (YYYYMMDDHHMM_<what>); a landed migration is
 * frozen: fix forward with a new file. Imported statically so the bundle, tsx and the test runner
 * all see the same list.
 */
export const migrations: Record<string, Migration> = {
  '202611220000_foundation': m202611220000,
  '202611220100_sessions': m202611220100,
  '202611220110_outbox': m202611220110,
  '202611220200_identity': m202611220200,
  '202611220210_dev_oauth': m202611220210,
  '202611220300_accounts': m202611220300,
  '202611220400_institutes_people': m202611220400,
  '202611220500_employees_audit_target': m202611220500,
  '202611220510_students_search_import': m202611220510,
  '202611220600_classes_attendance': m202611220600,
  '202611220610_class_session_students': m202611220610,
  '202611220620_classes_pending_teachers': m202611220620,
  '202611221000_files': m202611221000,
  '202611221100_class_moves': m202611221100,
  '202611261200_student_status_dates_desk_pins': m202611261200,
  '202611261230_uploads_every_file': m202611261230,
  '202611261300_hangul_choseong_jamo': m202611261300,
  '202611261400_login_attempts': m202611261400,
  '202611262300_rate_limits': m202611262300,
  '202611270000_job_runs': m202611270000,
  '202611271100_academy_exports': m202611271100,
  '202611271200_hot_query_indexes': m202611271200,
  '202611271300_queued_messages': m202611271300,
  '202611271400_notification_delivery': m202611271400,
  '202611271410_notices': m202611271410,
  '202611271420_feed': m202611271420,
  '202611271500_billing': m202611271500,
  '202611271510_sandbox_payments': m202611271510,
  '202611281000_registered_cards': m202611281000,
  '202611281100_virtual_account_receipts': m202611281100,
  '202611281300_cash_receipt_identity_retention': m202611281300,
  '202611281400_cash_book': m202611281400,
  '202611281410_bill_reminders': m202611281410,
  '202611281420_settlements_payouts': m202611281420,
  '202611290100_chat': m202611290100,
  '202611290200_seller_payouts': m202611290200,
  '202611300100_grades': m202611300100,
  '202611300200_homework': m202611300200,
  '202611300300_learning_reports': m202611300300,
  '202611300400_study_materials': m202611300400,
};
