import { formatDate, formatShortDate } from '@academy/domain/format/format.date';
import { formatScore } from '@academy/domain/grades/grades.rules';
import { myGradeDetailPath, type StudentGradeItem } from '@academy/domain/grades/grades.schema';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { type FamilyStudentChoice, useFamilyStudent } from '../../../lib/family/family-student';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Facts } from '../../../ui/facts/facts';
import { Figures } from '../../../ui/figures/figures';
import { List, ListItem } from '../../../ui/list/list';
import { Section } from '../../../ui/section/section';
import { Select } from '../../../ui/select/select';
import { useStudentGrade, useStudentGrades } from '../api/get-student-grades';
import { Distribution, StatisticsFigures } from '../components/grade-statistics';
import styles from '../components/grades.module.css';
import { GradesScreen, Loading, MyQueryFailed, NoGradeChosen } from '../components/grades-screen';
import { ScoreChart } from '../components/score-chart';
import { GRADES_TEXTS } from '../grades.texts';

const T = GRADES_TEXTS.my;
const C = GRADES_TEXTS.common;

/** A row's score as read: `85 / 100점`, 결시, or 미입력. */
export function scoreOf(item: Pick<StudentGradeItem, 'score' | 'absent' | 'maxScore'>) {
  if (item.absent) return C.absent;
  if (item.score === null) return C.notEntered;
  return C.scoreOf(formatScore(item.score), formatScore(item.maxScore));
}

/** The parent's choice among children at this academy (nothing to choose with one). */
function ChildChoice({ choice }: { choice: FamilyStudentChoice }) {
  if (choice.students.length < 2) return null;
  return (
    <Select
      label={T.child}
      placeholder={false}
      value={choice.studentId ?? ''}
      options={choice.students.map((student) => ({ value: student.studentId, label: student.studentNm }))}
      onChange={(event) => choice.choose(event.target.value)}
    />
  );
}

/** Waits for the family's students, then hands over the one chosen (or says there is none). */
function WithStudent({
  choice,
  children,
}: {
  choice: FamilyStudentChoice;
  children: (studentId: string) => ReactNode;
}) {
  if (choice.pending) return <Loading />;
  if (choice.error) return <MyQueryFailed error={choice.error} onRetry={choice.refetch} />;
  if (!choice.studentId) return <EmptyState title={T.noStudent} description={T.noStudentHint} />;
  return <>{children(choice.studentId)}</>;
}

function MyGradesBody({ instId, studentId }: { instId: string; studentId: string }) {
  const grades = useStudentGrades(instId, studentId);
  if (grades.isPending) return <Loading />;
  if (grades.isError) return <MyQueryFailed error={grades.error} onRetry={() => void grades.refetch()} />;
  const { items, studentNm } = grades.data;
  if (items.length === 0) return <EmptyState title={T.empty} description={T.emptyHint} />;
  return (
    <>
      <Section title={T.chart}>
        <ScoreChart studentNm={studentNm} items={items} />
      </Section>
      <Section title={T.listLabel}>
        <List
          label={T.listLabel}
          items={items}
          getKey={(item) => item.gradeId}
          renderItem={(item) => (
            <ListItem
              to={myGradeDetailPath(item.gradeId, studentId)}
              title={item.name}
              description={[
                T.rowDescription(item.subject, formatShortDate(item.testDate), item.classNm),
                item.classAverage === null ? null : T.average(formatScore(item.classAverage)),
              ]
                .filter(Boolean)
                .join(' · ')}
              trailing={scoreOf(item)}
            />
          )}
        />
      </Section>
    </>
  );
}

/**
 * MyGradeManagement (a parent: the current child; a student: their own): the published tests,
 * newest first, with score / maximum and the class average, a chart of the scores over time, and
 * each test opening MyGradeDetailPage.
 */
export function MyGradeManagementPage() {
  return (
    <GradesScreen screen="MyGradeManagement" fallbackTitle="내 성적">
      {(inst) => <MyGradesScreenBody instId={inst.instId} isStaff={inst.isStaff} />}
    </GradesScreen>
  );
}

function MyGradesScreenBody({ instId, isStaff }: { instId: string; isStaff: boolean }) {
  const choice = useFamilyStudent(instId, isStaff);
  return (
    <div className={styles.stack}>
      <ChildChoice choice={choice} />
      <WithStudent choice={choice}>
        {(studentId) => <MyGradesBody key={studentId} instId={instId} studentId={studentId} />}
      </WithStudent>
    </div>
  );
}

function MyDetailBody({ instId, studentId, gradeId }: { instId: string; studentId: string; gradeId: string }) {
  const query = useStudentGrade(instId, studentId, gradeId);
  if (query.isPending) return <Loading />;
  if (query.isError) return <MyQueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  const grade = query.data;
  const { statistics } = grade;
  return (
    <div className={styles.stack}>
      <Section title={grade.name}>
        <div className={styles.stack}>
          <Facts>
            <dt>{GRADES_TEXTS.detail.class}</dt>
            <dd>{grade.classNm}</dd>
            <dt>{GRADES_TEXTS.detail.subject}</dt>
            <dd>{grade.subject}</dd>
            <dt>{GRADES_TEXTS.detail.testDate}</dt>
            <dd>{formatDate(grade.testDate)}</dd>
          </Facts>
          <h3 className={styles.hint}>{T.childScore(grade.studentNm)}</h3>
          <p className={styles.bigScore}>
            {grade.absent ? C.absent : grade.score === null ? C.notEntered : formatScore(grade.score)}
            {!grade.absent && grade.score !== null && <small>/ {C.score(formatScore(grade.maxScore))}</small>}
          </p>
          <Figures
            label={GRADES_TEXTS.detail.statisticsLabel}
            items={[
              {
                key: 'average',
                label: T.classAverage2,
                value: statistics.average === null ? '-' : C.score(formatScore(statistics.average)),
              },
              {
                key: 'highest',
                label: T.classHighest,
                value: statistics.highest === null ? '-' : C.score(formatScore(statistics.highest)),
              },
              ...(grade.showRank && grade.rank !== null && grade.rankOf !== null
                ? [{ key: 'rank', label: T.rank, value: GRADES_TEXTS.detail.rankOf(grade.rank, grade.rankOf) }]
                : []),
            ]}
          />
        </div>
      </Section>
      {grade.sections.length > 0 && (
        <Section title={T.sections}>
          <Facts>
            {grade.sections.map((section, index) => {
              const value = grade.sectionScores[index] ?? null;
              return (
                <Fragment key={section.name}>
                  <dt>{section.name}</dt>
                  <dd>
                    {value === null ? '-' : formatScore(value)} / {C.score(formatScore(section.maxScore))}
                  </dd>
                </Fragment>
              );
            })}
          </Facts>
        </Section>
      )}
      <Section title={GRADES_TEXTS.detail.distribution}>
        <div className={styles.stack}>
          <StatisticsFigures statistics={statistics} />
          <Distribution statistics={statistics} maxScore={grade.maxScore} mine={grade.absent ? null : grade.score} />
        </div>
      </Section>
    </div>
  );
}

/**
 * MyGradeDetailPage: the child's (or the student's own) score with its sections, the class's
 * average and highest, the distribution with the child's band marked, and the rank when the academy
 * shows ranks — never another student's score.
 */
export function MyGradeDetailPage() {
  const { gradeId } = useParams();
  return (
    <GradesScreen screen="MyGradeDetailPage" fallbackTitle="내 성적 상세">
      {(inst) =>
        gradeId ? (
          <MyDetailScreenBody instId={inst.instId} isStaff={inst.isStaff} gradeId={gradeId} />
        ) : (
          <NoGradeChosen family />
        )
      }
    </GradesScreen>
  );
}

function MyDetailScreenBody({ instId, isStaff, gradeId }: { instId: string; isStaff: boolean; gradeId: string }) {
  const choice = useFamilyStudent(instId, isStaff);
  return (
    <WithStudent choice={choice}>
      {(studentId) => <MyDetailBody instId={instId} studentId={studentId} gradeId={gradeId} />}
    </WithStudent>
  );
}
