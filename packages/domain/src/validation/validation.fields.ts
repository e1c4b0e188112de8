/**
 * Field errors for the `{ code, message, fields }` contract (ARCHITECTURE §7): one message per
 * field path, the first issue of each path winning. Paths are joined with `.` (`lectureList.0.start`);
 * an issue about the whole value is keyed `_`.
 */

export type FieldErrors = Record<string, string>;

/** The part of a `ZodError` (classic or mini) this needs. */
export type IssueList = {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
};

export const ROOT_FIELD = '_';

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? ROOT_FIELD : path.map((key) => String(key)).join('.');
}

/** `{ mobileNo: '휴대폰 번호 형식이 올바르지 않습니다. 다시 입력해 주세요.' }` from a ZodError. */
export function zodErrorToFields(error: IssueList): FieldErrors {
  const fields = new Map<string, string>();
  for (const issue of error.issues) {
    const path = fieldPath(issue.path);
    if (!fields.has(path)) fields.set(path, issue.message);
  }
  // fromEntries defines own properties, so even a `__proto__` path is just a key.
  return Object.fromEntries(fields);
}
