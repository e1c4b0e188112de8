import { ROLE_LABELS } from '@academy/domain/access/access.roles';
import { displayPhoneNo } from '@academy/domain/phone/phone.rules';
import {
  STUDENT_STATUS_LABELS,
  STUDENT_STATUSES,
  type StudentStatus,
  scheduledStatusText,
} from '@academy/domain/students/students.rules';
import {
  MEMBER_KIND_LABELS,
  MEMBER_KINDS,
  type MemberKind,
  studentsListQuery,
} from '@academy/domain/students/students.schema';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { XlsxDownloadButton } from '../../../lib/download/xlsx-download-button';
import { maxLengthOf } from '../../../lib/forms/schema-limits';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { buttonClassName } from '../../../ui/button/button';
import { ChipList } from '../../../ui/chip/chip';
import { List, ListItem } from '../../../ui/list/list';
import { Notice } from '../../../ui/notice/notice';
import { TextField } from '../../../ui/text-field/text-field';
import { exportPath } from '../api/download-xlsx';
import { useMembers } from '../api/get-members';
import { useStudents } from '../api/get-students';
import { Pager } from '../components/pager';
import { StatusBadge } from '../components/status-badge';
import { studentScreen } from '../components/student-link';
import { studentLine } from '../components/student-summary';
import styles from '../components/students.module.css';
import { LoadFailed, StudentsGate } from '../components/students-gate';
import { StudentsScreen } from '../components/students-screen';
import type { StudentsAccess } from '../lib/use-students-access';
import { STUDENTS_TEXTS } from '../students.texts';

const T = STUDENTS_TEXTS.list;
const PAGE_SIZE = 20;

/** The list's filters live in the address (`?q=&status=&page=`), so going back keeps them. */
function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const value = (key: K) => params.get(key) ?? '';
  const set = (patch: Partial<Record<K | 'page', string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, v] of Object.entries(patch) as [string, string][]) {
      if (v) next.set(key, v);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { value, set, page, keys };
}

/** A search box that asks the server after typing pauses (Hangul is composed as you type). */
function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  // Leaving the list (a student opened while a search is still pending) drops the pending search:
  // sent later, it would rewrite the next screen's address.
  const leaving = useNavigation().state !== 'idle';
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (leaving || text.trim() === value) return;
    const timer = setTimeout(() => search.current(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, leaving]);
  return (
    <TextField
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={maxLengthOf(studentsListQuery.shape.q)}
      onChange={(event) => setText(event.target.value)}
    />
  );
}

function Chips<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V | ''; label: string }[];
  value: V | '';
  onChange: (value: V | '') => void;
}) {
  return (
    <ChipList aria-label={label}>
      {options.map((option) => (
        <li key={option.value || 'all'}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        </li>
      ))}
    </ChipList>
  );
}

function Students({ access }: { access: StudentsAccess }) {
  const list = useListParams(['q', 'status'] as const);
  const status = (STUDENT_STATUSES as readonly string[]).includes(list.value('status'))
    ? (list.value('status') as StudentStatus)
    : '';
  const query = { q: list.value('q') || undefined, status: status || undefined, page: list.page, size: PAGE_SIZE };
  const students = useStudents(access.instId, query);
  const counts = students.data?.counts;
  const all = counts ? counts.enrolled + counts.paused + counts.left : undefined;
  const withCount = (text: string, count: number | undefined) => (count === undefined ? text : `${text} ${count}`);

  return (
    <>
      {access.canManage && (
        <ActionRow>
          <Link to="/v3/StudentRegister" className={buttonClassName({ variant: 'primary' })}>
            {T.register}
          </Link>
          <Link to="/v3/StudentBatch" className={buttonClassName({ variant: 'outline' })}>
            {T.batch}
          </Link>
          <XlsxDownloadButton
            path={exportPath(access.instId)}
            fallbackName="students.xlsx"
            label={T.export}
            progressLabel={T.exportProgress}
            doneText={T.exportDone}
          />
        </ActionRow>
      )}
      <ActionRow>
        <Link to="/v3/StudentBirthday" className={buttonClassName({ variant: 'text', size: 'sm' })}>
          {T.birthdays}
        </Link>
        <Link to="/v3/MemberList" className={buttonClassName({ variant: 'text', size: 'sm' })}>
          {T.members}
        </Link>
      </ActionRow>
      <search className={styles.form}>
        <SearchBox
          label={T.search}
          placeholder={T.searchPlaceholder}
          value={list.value('q')}
          onSearch={(q) => list.set({ q })}
        />
        <Chips
          label={T.statusFilter}
          value={status}
          onChange={(next) => list.set({ status: next })}
          options={[
            { value: '', label: withCount(T.all, all) },
            ...STUDENT_STATUSES.map((value) => ({
              value,
              label: withCount(STUDENT_STATUS_LABELS[value], counts?.[value]),
            })),
          ]}
        />
      </search>
      {access.role === 'TEACHER' && <Notice>{T.teacherHint}</Notice>}
      {students.isError ? (
        <LoadFailed onRetry={() => void students.refetch()} />
      ) : (
        <>
          {students.data && (
            <p className={styles.meta} aria-live="polite">
              {T.total(students.data.total)}
            </p>
          )}
          <List
            items={students.data?.items ?? []}
            loading={students.isPending}
            label={STUDENTS_TEXTS.common.studentMenu}
            getKey={(item) => item.studentId}
            emptyText={query.q ? T.noMatch : T.empty}
            emptyDescription={query.q ? T.noMatchHint : access.canManage ? T.emptyHint : undefined}
            renderItem={(item) => (
              <ListItem
                to={studentScreen('StudentDetail', item.studentId)}
                title={item.studentNm}
                description={[
                  studentLine(item),
                  item.guardians
                    .map((guardian) => T.guardianShort(guardian.guardianNm, guardian.relationType))
                    .join(', '),
                  ...item.scheduledStatuses.map(scheduledStatusText),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                trailing={<StatusBadge status={item.status} />}
              />
            )}
          />
          {students.data && (
            <Pager
              page={list.page}
              size={PAGE_SIZE}
              total={students.data.total}
              onPage={(page) => list.set({ page: String(page) })}
            />
          )}
        </>
      )}
    </>
  );
}

/** StudentsList: search (names, ㄱㅁㅅ, mobile), status filter with counts, pages; register, batch and export. */
export function StudentsListPage() {
  return (
    <StudentsScreen screen="StudentsList" fallbackTitle="원생 목록">
      <StudentsGate need="view">{(access) => <Students access={access} />}</StudentsGate>
    </StudentsScreen>
  );
}

const M = STUDENTS_TEXTS.members;

function Members({ access }: { access: StudentsAccess }) {
  const list = useListParams(['q', 'role', 'status'] as const);
  const role = (MEMBER_KINDS as readonly string[]).includes(list.value('role'))
    ? (list.value('role') as MemberKind)
    : '';
  const status = (STUDENT_STATUSES as readonly string[]).includes(list.value('status'))
    ? (list.value('status') as StudentStatus)
    : '';
  const members = useMembers(access.instId, {
    q: list.value('q') || undefined,
    role: role || undefined,
    status: role === 'student' && status ? status : undefined,
    page: list.page,
    size: PAGE_SIZE,
  });
  const counts = members.data?.counts;
  return (
    <>
      <search className={styles.form}>
        <SearchBox
          label={M.search}
          placeholder={M.searchPlaceholder}
          value={list.value('q')}
          onSearch={(q) => list.set({ q })}
        />
        <Chips
          label={M.roleTabs}
          value={role}
          onChange={(next) => list.set({ role: next, status: '' })}
          options={[
            { value: '', label: counts ? `${M.all} ${counts.student + counts.parent + counts.staff}` : M.all },
            ...MEMBER_KINDS.map((value) => ({
              value,
              label: counts ? `${MEMBER_KIND_LABELS[value]} ${counts[value]}` : MEMBER_KIND_LABELS[value],
            })),
          ]}
        />
        {role === 'student' && (
          <Chips
            label={STUDENTS_TEXTS.list.statusFilter}
            value={status}
            onChange={(next) => list.set({ status: next })}
            options={[
              { value: '', label: STUDENTS_TEXTS.list.all },
              ...STUDENT_STATUSES.map((value) => ({ value, label: STUDENT_STATUS_LABELS[value] })),
            ]}
          />
        )}
      </search>
      {members.isError ? (
        <LoadFailed onRetry={() => void members.refetch()} />
      ) : (
        <>
          <List
            items={members.data?.items ?? []}
            loading={members.isPending}
            label={M.listLabel}
            getKey={(item) => item.key}
            emptyText={M.empty}
            renderItem={(item) => (
              <ListItem
                to={item.studentId ? studentScreen('StudentDetail', item.studentId) : undefined}
                title={item.name}
                description={[
                  item.kind === 'staff' ? item.maskedMobileNo : displayPhoneNo(item.mobileNo),
                  item.related.length > 0
                    ? item.kind === 'parent'
                      ? M.children(item.related.join(', '))
                      : M.guardians(item.related.join(', '))
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                trailing={
                  item.kind === 'student' && item.status ? (
                    <StatusBadge status={item.status} />
                  ) : (
                    <Badge tone={item.kind === 'staff' ? 'secondary' : 'neutral'}>
                      {item.kind === 'staff' ? ROLE_LABELS[item.role] : MEMBER_KIND_LABELS[item.kind]}
                    </Badge>
                  )
                }
              />
            )}
          />
          {members.data && (
            <Pager
              page={list.page}
              size={PAGE_SIZE}
              total={members.data.total}
              onPage={(page) => list.set({ page: String(page) })}
            />
          )}
        </>
      )}
    </>
  );
}

/** MemberList: students, parents and staff of the academy, by kind and status, searched by name or ㄱㅁㅅ. */
export function MemberListPage() {
  return (
    <StudentsScreen screen="MemberList" fallbackTitle="구성원 목록">
      <StudentsGate need="view">{(access) => <Members access={access} />}</StudentsGate>
    </StudentsScreen>
  );
}
