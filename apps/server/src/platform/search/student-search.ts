import { parseSearchQuery } from '@academy/domain/search/search.rules';
import { type Expression, type SqlBool, sql } from 'kysely';
import { searchPredicate } from './search-predicate';

/**
 * The one search of students (the roll, the class's candidates): by name, by initial consonants
 * against the stored `student_nm_choseong`, or by four or more digits of the mobile number. Null when
 * the query holds nothing to look for. `table` is the name or alias the students table has in the query.
 */
export function studentSearch(typed: string | null | undefined, table = 'students'): Expression<SqlBool> | null {
  const query = parseSearchQuery(typed);
  if (!query) return null;
  return searchPredicate(query, {
    name: sql.ref<string>(`${table}.student_nm`),
    choseong: sql.ref<string>(`${table}.student_nm_choseong`),
    mobileNo: sql.ref<string | null>(`${table}.mobile_no`),
  });
}
