import { z } from 'zod';
import { isMobileNo, isPhoneNo, stripPhoneSeparators } from './phone.rules';

/**
 * Phone number schemas shared by forms and routes. Hyphens, dots, brackets and spaces typed by the user are removed
 * (`overwrite` keeps the type a string, so the JSON Schema stays a plain string); any other character fails
 * the format check, so the stored value is digits only. Label them for the Korean error map, e.g. `labelled(mobileNoSchema, '휴대폰 번호')`.
 */

/** A mobile number: 010 and 11 digits. */
export const mobileNoSchema = z
  .string()
  .overwrite(stripPhoneSeparators)
  .min(1, { abort: true })
  .refine(isMobileNo)
  .meta({ label: '휴대폰 번호' });

/** Any accepted phone number (mobile or landline/other), e.g. a teacher's number. */
export const phoneNoSchema = z
  .string()
  .overwrite(stripPhoneSeparators)
  .min(1, { abort: true })
  .refine(isPhoneNo)
  .meta({ label: '전화번호' });
