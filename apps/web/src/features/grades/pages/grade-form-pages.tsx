import { todayBusinessDate } from '@academy/domain/format/format.business-date';
import type { CreateGradeBodyInput } from '@academy/domain/grades/grades.schema';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { showToast } from '../../../lib/toast';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { useGrade } from '../api/get-grade';
import { useGradeFormOptions } from '../api/get-grade-form-options';
import { useCreateGrade, useEditGrade } from '../api/grade-mutations';
import { GradeForm } from '../components/grade-form';
import { GradesScreen, Loading, NoGradeChosen, QueryFailed } from '../components/grades-screen';
import { GRADES_TEXTS } from '../grades.texts';

const T = GRADES_TEXTS.form;

function CreateBody({ instId, classId }: { instId: string; classId: string | null }) {
  const options = useGradeFormOptions(instId);
  const create = useCreateGrade(instId);
  const navigate = useNavigate();
  if (options.isPending) return <Loading />;
  if (options.isError) return <QueryFailed error={options.error} onRetry={() => void options.refetch()} />;
  const { classes } = options.data;
  if (classes.length === 0) return <EmptyState title={T.noClasses} description={T.noClassesHint} />;
  const preset = classes.find((item) => item.classId === classId) ?? (classes.length === 1 ? classes[0] : undefined);
  const initial: CreateGradeBodyInput = {
    classId: preset?.classId ?? '',
    name: '',
    subject: preset?.compulsorySubject ?? '',
    testDate: todayBusinessDate(),
    maxScore: 100,
    sections: [],
  };
  return (
    <GradeForm
      classes={classes}
      initial={initial}
      submitLabel={T.next}
      onSubmit={async (body) => {
        const created = await create.mutateAsync(body);
        showToast(T.created);
        navigate(`/v3/CreateGradePage2/${encodeURIComponent(created.gradeId)}`);
      }}
    />
  );
}

/** CreateGradePage: step 1 makes the test (a draft), then step 2 (CreateGradePage2) takes the scores. */
export function CreateGradePage() {
  const [params] = useSearchParams();
  const classId = params.get('classId');
  return (
    <GradesScreen screen="CreateGradePage" fallbackTitle="성적 등록">
      {(inst) => <CreateBody instId={inst.instId} classId={classId} />}
    </GradesScreen>
  );
}

function EditBody({ instId, gradeId }: { instId: string; gradeId: string }) {
  const grade = useGrade(instId, gradeId);
  const edit = useEditGrade(instId, gradeId);
  const navigate = useNavigate();
  if (grade.isPending) return <Loading />;
  if (grade.isError) return <QueryFailed error={grade.error} onRetry={() => void grade.refetch()} />;
  const test = grade.data;
  return (
    <GradeForm
      classes={[{ classId: test.classId, classNm: test.classNm, compulsorySubject: null }]}
      fixedClassNm={test.classNm}
      initial={{
        classId: test.classId,
        name: test.name,
        subject: test.subject,
        testDate: test.testDate,
        maxScore: test.maxScore,
        sections: test.sections,
      }}
      submitLabel={T.save}
      onSubmit={async ({ classId: _class, ...body }) => {
        await edit.mutateAsync(body);
        showToast(T.saved);
        navigate(`/v3/GradeDetailPage/${encodeURIComponent(gradeId)}`);
      }}
    />
  );
}

/** EditGradePage: the test's name, date, subject, maximum and sections (its class stays). */
export function EditGradePage() {
  const { gradeId } = useParams();
  return (
    <GradesScreen screen="EditGradePage" fallbackTitle="성적 수정">
      {(inst) => (gradeId ? <EditBody instId={inst.instId} gradeId={gradeId} /> : <NoGradeChosen />)}
    </GradesScreen>
  );
}
