import { z } from 'zod';
import { labelled } from '../validation/validation.error-map';
import {
  AUTO_ISSUE_DAYS_BEFORE_DEFAULT,
  AUTO_ISSUE_DAYS_BEFORE_MAX,
  AUTO_ISSUE_DAYS_BEFORE_MIN,
  AUTO_ISSUE_HOUR_DEFAULT,
  AUTO_ISSUE_HOUR_MAX,
  AUTO_ISSUE_HOUR_MIN,
} from './billing.constants';

/**
 * An academy's billing settings (`/api/insts/:instId/billing/settings`): automatic issue — each
 * month's bills made and sent by themselves `autoIssueDaysBefore` days before their due date, at
 * `autoIssueHour` o'clock in Seoul.
 */
export const billingSettingsSchema = z.object({
  autoIssue: z.boolean(),
  autoIssueDaysBefore: labelled(
    z.number().int().min(AUTO_ISSUE_DAYS_BEFORE_MIN).max(AUTO_ISSUE_DAYS_BEFORE_MAX),
    '납부 기한 며칠 전',
  ),
  autoIssueHour: labelled(z.number().int().min(AUTO_ISSUE_HOUR_MIN).max(AUTO_ISSUE_HOUR_MAX), '보내는 시각', 'choice'),
});
export type BillingSettings = z.infer<typeof billingSettingsSchema>;

/** What an academy that never set anything has. */
export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  autoIssue: false,
  autoIssueDaysBefore: AUTO_ISSUE_DAYS_BEFORE_DEFAULT,
  autoIssueHour: AUTO_ISSUE_HOUR_DEFAULT,
};
