import type { NotificationCategory } from '@academy/domain/notifications/notification.categories';
import { sql } from 'kysely';

/**
 * A guardian's mobile number to text about `category`, in SQL: the number as recorded, or null when
 * the guardian's own account turned text messages (AlimTalk and SMS) off for that category on its
 * notification settings. A guardian without an account has no settings and is texted. `alias` is the
 * `student_guardians` row's alias in the statement.
 */
export const guardianMobileToText = (alias: string, category: NotificationCategory) => sql<string | null>`
  case when ${sql.ref(`${alias}.user_id`)} is not null and exists (
         select 1 from notification_preferences p
          where p.user_id = ${sql.ref(`${alias}.user_id`)} and p.category = ${category}
            and p.channel = 'message' and not p.enabled)
       then null else ${sql.ref(`${alias}.mobile_no`)} end`;
