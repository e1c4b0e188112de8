import { FEED_SCOPES, type FeedScope } from '@academy/domain/feed/feed.rules';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { ActionRow } from '../../../ui/action-row/action-row';
import { buttonClassName } from '../../../ui/button/button';
import { ToggleChip } from '../../../ui/chip/chip';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Select } from '../../../ui/select/select';
import { useFeedClasses, useFeedStudents } from '../api/get-feed-choices';
import { useWriteOptions } from '../api/get-write-options';
import { FEED_TEXTS } from '../feed.texts';
import styles from './feed.module.css';
import { FeedList } from './feed-list';
import { Loading } from './feed-screen';
import { ReportsPanel, useOpenReportCount } from './reports-panel';

const T = FEED_TEXTS.list;

/** Where each feed page lives (SPEC §2); /feedPageTF is the feed tab's own page showing AS. */
export const SCOPE_PATHS: Record<FeedScope, string> = { AS: '/v3/feed/AS', EA: '/v3/feed/EA', UH: '/v3/feed/UH' };

function ScopeLinks({ current }: { current: FeedScope }) {
  return (
    <nav aria-label={FEED_TEXTS.scopeTabs} className={styles.pickers}>
      {FEED_SCOPES.map((scope) => (
        <Link
          key={scope}
          to={SCOPE_PATHS[scope]}
          aria-current={scope === current ? 'page' : undefined}
          className={buttonClassName({ variant: scope === current ? 'primary' : 'outline', size: 'sm' })}
        >
          {FEED_TEXTS.scopes[scope]}
        </Link>
      ))}
    </nav>
  );
}

/** EA: one class of those the member sees (default the first). */
function ClassFeed({ inst }: { inst: ChosenAcademy }) {
  const [params, setParams] = useSearchParams();
  const classes = useFeedClasses(inst.instId);
  if (classes.isPending) return <Loading />;
  const items = classes.data?.items ?? [];
  if (items.length === 0) return <EmptyState title={T.noClasses} />;
  const classId = items.some((item) => item.classId === params.get('classId'))
    ? (params.get('classId') as string)
    : (items[0]?.classId as string);
  return (
    <>
      <Select
        label={T.chooseClass}
        value={classId}
        placeholder={false}
        options={items.map((item) => ({ value: item.classId, label: item.classNm }))}
        onChange={(event) => setParams({ classId: event.target.value }, { replace: true })}
      />
      <FeedList instId={inst.instId} filter={{ scope: 'EA', classId }} isStaff={inst.isStaff} />
    </>
  );
}

/** UH for a family: one of their own students (default the first). */
function FamilyStudentFeed({ inst }: { inst: ChosenAcademy }) {
  const [params, setParams] = useSearchParams();
  const students = useFeedStudents(inst.instId);
  if (students.isPending) return <Loading />;
  const items = students.data?.students ?? [];
  if (items.length === 0) return <EmptyState title={T.noStudents} />;
  const studentId = items.some((item) => item.studentId === params.get('studentId'))
    ? (params.get('studentId') as string)
    : (items[0]?.studentId as string);
  return (
    <>
      {items.length > 1 && (
        <Select
          label={T.chooseStudent}
          value={studentId}
          placeholder={false}
          options={items.map((item) => ({ value: item.studentId, label: item.studentNm }))}
          onChange={(event) => setParams({ studentId: event.target.value }, { replace: true })}
        />
      )}
      <FeedList instId={inst.instId} filter={{ scope: 'UH', studentId }} isStaff={false} />
    </>
  );
}

/** UH for staff: a class they may post to, then one of its students. */
function StaffStudentFeed({ inst }: { inst: ChosenAcademy }) {
  const [params, setParams] = useSearchParams();
  const classOptions = useWriteOptions(inst.instId, {});
  const classes = classOptions.data?.classes ?? [];
  const classId = classes.some((item) => item.classId === params.get('classId'))
    ? (params.get('classId') as string)
    : classes[0]?.classId;
  const options = useWriteOptions(inst.instId, { classId });
  if (classOptions.isPending) return <Loading />;
  if (!classId) return <EmptyState title={T.noClasses} />;
  const students = [...(options.data?.selectedUsers ?? []), ...(options.data?.unselectedUsers ?? [])];
  const studentId = students.some((item) => item.studentId === params.get('studentId'))
    ? (params.get('studentId') as string)
    : students[0]?.studentId;
  return (
    <>
      <div className={styles.pickers}>
        <Select
          label={T.chooseClass}
          value={classId}
          placeholder={false}
          options={classes.map((item) => ({ value: item.classId, label: item.classNm }))}
          onChange={(event) => setParams({ classId: event.target.value }, { replace: true })}
        />
        <Select
          label={T.chooseStudent}
          value={studentId ?? ''}
          placeholder={false}
          options={students.map((item) => ({ value: item.studentId, label: item.studentNm }))}
          onChange={(event) => setParams({ classId, studentId: event.target.value }, { replace: true })}
        />
      </div>
      {options.isPending ? (
        <Loading />
      ) : studentId ? (
        <FeedList instId={inst.instId} filter={{ scope: 'UH', studentId }} isStaff />
      ) : (
        <EmptyState title={FEED_TEXTS.write.noStudents} />
      )}
    </>
  );
}

/** A feed page: the way to the other pages, the staff's writing and reports, then the posts. */
export function FeedView({ inst, scope }: { inst: ChosenAcademy; scope: FeedScope }) {
  const [showReports, setShowReports] = useState(false);
  const reportCount = useOpenReportCount(inst.instId, inst.isStaff);
  return (
    <>
      {inst.isStaff && (
        <ActionRow>
          <Link to="/v3/board/write" className={buttonClassName({ size: 'lg' })}>
            {T.write}
          </Link>
          <Link to="/v3/board/PersonalWrite" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
            {T.personalWrite}
          </Link>
        </ActionRow>
      )}
      <ScopeLinks current={scope} />
      {inst.isStaff && reportCount > 0 && (
        <ToggleChip pressed={showReports} onClick={() => setShowReports((open) => !open)}>
          {T.reports(reportCount)}
        </ToggleChip>
      )}
      {showReports && <ReportsPanel instId={inst.instId} />}
      {scope === 'AS' && <FeedList instId={inst.instId} filter={{ scope: 'AS' }} isStaff={inst.isStaff} />}
      {scope === 'EA' && <ClassFeed inst={inst} />}
      {scope === 'UH' && (inst.isStaff ? <StaffStudentFeed inst={inst} /> : <FamilyStudentFeed inst={inst} />)}
    </>
  );
}
