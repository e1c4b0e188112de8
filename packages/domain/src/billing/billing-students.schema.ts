import { z } from 'zod';
import { STUDENT_NM_MAX } from '../students/students.schema';
import { labelled } from '../validation/validation.error-map';

/** How many students one search on /billCreate lists. */
export const BILLING_STUDENTS_MAX = 20;

/** /billCreate's student search: a name, a part of one, initial consonants (ㄱㅁㅅ) or mobile digits. */
export const billingStudentsQuery = z.object({
  q: labelled(z.string().trim().max(STUDENT_NM_MAX), '검색어').optional(),
});
export type BillingStudentsQuery = z.infer<typeof billingStudentsQuery>;

/**
 * A student a bill by hand may be written for, with what the bill form needs and nothing more: the
 * name, school and grade to tell namesakes apart, and the classes the student attends now or will
 * attend (enrolments that have not ended), which the bill may name.
 */
export const billingStudent = z.object({
  studentId: z.uuid(),
  studentNm: z.string(),
  schoolNm: z.string().nullable(),
  gradeYear: z.number().int().nullable(),
  classes: z.array(z.object({ classId: z.uuid(), classNm: z.string() })),
});
export type BillingStudent = z.infer<typeof billingStudent>;

export const billingStudentsResponse = z.object({ items: z.array(billingStudent) });
export type BillingStudentsResponse = z.infer<typeof billingStudentsResponse>;
