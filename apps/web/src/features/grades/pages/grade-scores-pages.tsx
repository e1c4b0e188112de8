import { formatShortDate } from '@academy/domain/format/format.date';
import { formatScore } from '@academy/domain/grades/grades.rules';
import { useNavigate, useParams } from 'react-router';
import { showToast } from '../../../lib/toast';
import { Section } from '../../../ui/section/section';
import { useGrade } from '../api/get-grade';
import { useSaveScores } from '../api/grade-mutations';
import { GradesScreen, Loading, NoGradeChosen, QueryFailed } from '../components/grades-screen';
import { ScoreGrid } from '../components/score-grid';
import { GRADES_TEXTS } from '../grades.texts';

const T = GRADES_TEXTS.grid;

function ScoresBody({ instId, gradeId }: { instId: string; gradeId: string }) {
  const grade = useGrade(instId, gradeId);
  const save = useSaveScores(instId, gradeId);
  const navigate = useNavigate();
  if (grade.isPending) return <Loading />;
  if (grade.isError) return <QueryFailed error={grade.error} onRetry={() => void grade.refetch()} />;
  const test = grade.data;
  return (
    <Section
      title={T.step2}
      actions={
        <span>
          {test.classNm} · {test.subject} · {formatShortDate(test.testDate)} ·{' '}
          {GRADES_TEXTS.common.score(formatScore(test.maxScore))}
        </span>
      }
    >
      <ScoreGrid
        key={test.gradeId}
        grade={test}
        saving={save.isPending}
        onSave={(body) => save.mutateAsync(body)}
        onSaved={() => {
          showToast(T.saved);
          navigate(`/v3/GradeDetailPage/${encodeURIComponent(gradeId)}`);
        }}
      />
    </Section>
  );
}

function ScoresScreen({ screen, fallbackTitle }: { screen: string; fallbackTitle: string }) {
  const { gradeId } = useParams();
  return (
    <GradesScreen screen={screen} fallbackTitle={fallbackTitle} wide>
      {(inst) => (gradeId ? <ScoresBody instId={inst.instId} gradeId={gradeId} /> : <NoGradeChosen />)}
    </GradesScreen>
  );
}

/** CreateGradePage2: step 2 of a new test, the score grid; saving opens the test's page. */
export function CreateGradePage2() {
  return <ScoresScreen screen="CreateGradePage2" fallbackTitle="성적 등록 (점수 입력)" />;
}

/** EditGradePage2: the same grid over the scores already entered. */
export function EditGradePage2() {
  return <ScoresScreen screen="EditGradePage2" fallbackTitle="성적 수정 (점수 입력)" />;
}
