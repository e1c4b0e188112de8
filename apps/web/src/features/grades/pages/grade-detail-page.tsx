import { formatDate, formatShortDate } from '@academy/domain/format/format.date';
import { formatScore } from '@academy/domain/grades/grades.rules';
import type { GradeDetail } from '@academy/domain/grades/grades.schema';
import { Link, useNavigate, useParams } from 'react-router';
import { showRefusal } from '../../../lib/forms/server-errors';
import { confirmModal, okModal } from '../../../lib/modal';
import { showToast } from '../../../lib/toast';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Facts } from '../../../ui/facts/facts';
import { Notice } from '../../../ui/notice/notice';
import { ScrollRegion } from '../../../ui/scroll-region/scroll-region';
import { Section } from '../../../ui/section/section';
import { useGrade } from '../api/get-grade';
import { useDeleteGrade, usePublishGrade } from '../api/grade-mutations';
import { Distribution, StatisticsFigures } from '../components/grade-statistics';
import styles from '../components/grades.module.css';
import { GradesScreen, Loading, NoGradeChosen, QueryFailed } from '../components/grades-screen';
import { GRADES_TEXTS } from '../grades.texts';

const T = GRADES_TEXTS.detail;
const C = GRADES_TEXTS.common;

function rowScore(row: GradeDetail['roster'][number]) {
  if (row.absent) return C.absent;
  return row.score === null ? C.notEntered : formatScore(row.score);
}

function Actions({ instId, grade }: { instId: string; grade: GradeDetail }) {
  const publish = usePublishGrade(instId, grade.gradeId);
  const remove = useDeleteGrade(instId, grade.gradeId);
  const navigate = useNavigate();
  const path = (screen: string) => `/v3/${screen}/${encodeURIComponent(grade.gradeId)}`;
  // Those the publish notifies: the students with a score or 결시 (their parents with them).
  const notified = grade.roster.filter((row) => row.absent || row.score !== null).length;

  const onPublish = async () => {
    if (notified === 0) {
      await okModal({ title: T.publishTitle, contents: T.publishNobody });
      return;
    }
    const answer = await confirmModal({
      title: T.publishTitle,
      contents: T.publishBody(notified),
      yesLabel: T.publishYes,
      noLabel: T.publishNo,
    });
    if (answer !== 'yes') return;
    try {
      await publish.mutateAsync();
      showToast(T.publishedToast);
    } catch (error) {
      showRefusal(error);
    }
  };

  const onRemove = async () => {
    const answer = await confirmModal({
      title: T.removeTitle,
      contents: T.removeBody(grade.name),
      yesLabel: T.removeYes,
      noLabel: T.removeNo,
    });
    if (answer !== 'yes') return;
    try {
      await remove.mutateAsync();
      showToast(T.removed);
      navigate('/v3/GradeManagement', { replace: true });
    } catch (error) {
      showRefusal(error);
    }
  };

  return (
    <div className={styles.actions}>
      {!grade.publishedAt && (
        <Button onClick={() => void onPublish()} loading={publish.isPending}>
          {T.publish}
        </Button>
      )}
      <Link to={path('EditGradePage2')} className={buttonClassName({ variant: 'outline' })}>
        {T.editScores}
      </Link>
      <Link to={path('EditGradePage')} className={buttonClassName({ variant: 'outline' })}>
        {T.edit}
      </Link>
      <Button variant="danger" onClick={() => void onRemove()} loading={remove.isPending}>
        {T.remove}
      </Button>
    </div>
  );
}

function DetailBody({ instId, gradeId }: { instId: string; gradeId: string }) {
  const query = useGrade(instId, gradeId);
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  const grade = query.data;
  const sectioned = grade.sections.length > 0;
  return (
    <div className={styles.stack}>
      <Section
        title={grade.name}
        actions={
          <Badge tone={grade.publishedAt ? 'primary' : 'neutral'}>{grade.publishedAt ? C.published : C.draft}</Badge>
        }
      >
        <div className={styles.stack}>
          <Facts>
            <dt>{T.class}</dt>
            <dd>{grade.classNm}</dd>
            <dt>{T.subject}</dt>
            <dd>{grade.subject}</dd>
            <dt>{T.testDate}</dt>
            <dd>{formatDate(grade.testDate)}</dd>
            <dt>{T.maxScore}</dt>
            <dd>{C.score(formatScore(grade.maxScore))}</dd>
            {sectioned && (
              <>
                <dt>{T.sections}</dt>
                <dd>
                  {grade.sections
                    .map((section) => `${section.name} ${C.score(formatScore(section.maxScore))}`)
                    .join(', ')}
                </dd>
              </>
            )}
          </Facts>
          {grade.publishedAt ? (
            <Notice tone="primary">{T.publishedAt(formatShortDate(new Date(grade.publishedAt)))}</Notice>
          ) : (
            <Notice>{T.draftNotice}</Notice>
          )}
          <Actions instId={instId} grade={grade} />
        </div>
      </Section>
      <Section title={T.statistics}>
        <div className={styles.stack}>
          <StatisticsFigures statistics={grade.statistics} />
          <h3 className={styles.hint}>{T.distribution}</h3>
          <Distribution statistics={grade.statistics} maxScore={grade.maxScore} />
        </div>
      </Section>
      <Section title={T.scores}>
        <ScrollRegion label={T.scoresTable}>
          <table className={styles.table} aria-label={T.scoresTable}>
            <thead>
              <tr>
                <th scope="col" className={styles.sticky}>
                  {T.student}
                </th>
                {grade.sections.map((section) => (
                  <th scope="col" key={section.name}>
                    {section.name}
                  </th>
                ))}
                <th scope="col">{T.score}</th>
                {grade.showRank && <th scope="col">{T.rank}</th>}
              </tr>
            </thead>
            <tbody>
              {grade.roster.map((row) => (
                <tr key={row.studentId}>
                  <th scope="row" className={styles.sticky}>
                    {row.studentNm}
                  </th>
                  {grade.sections.map((section, index) => {
                    const value = row.sectionScores[index] ?? null;
                    return <td key={section.name}>{row.absent || value === null ? '-' : formatScore(value)}</td>;
                  })}
                  <td>{rowScore(row)}</td>
                  {grade.showRank && <td>{row.rank === null ? '-' : T.rankValue(row.rank)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Section>
    </div>
  );
}

/**
 * GradeDetailPage (staff): the test, its statistics (average, highest, lowest, distribution), every
 * student's score (and rank when the academy shows ranks), and what can be done with it: 점수 수정,
 * 시험 정보 수정, 삭제 (asked first) and 학부모에게 공개, which says who will be notified first.
 */
export function GradeDetailPage() {
  const { gradeId } = useParams();
  return (
    <GradesScreen screen="GradeDetailPage" fallbackTitle="성적 상세" wide>
      {(inst) => (gradeId ? <DetailBody instId={inst.instId} gradeId={gradeId} /> : <NoGradeChosen />)}
    </GradesScreen>
  );
}
