import { useParams } from 'react-router';
import type { ChosenAcademy } from '../../../lib/screen/academy-screen';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { useHomework } from '../api/get-homework';
import { HomeworkForm } from '../components/homework-form';
import { HomeworkScreen, staffStates } from '../components/homework-screen';
import { HOMEWORK_TEXTS } from '../homework.texts';

const T = HOMEWORK_TEXTS.form;
const { Loading, QueryFailed } = staffStates;

function EditForm({ inst, homeworkId }: { inst: ChosenAcademy; homeworkId: string }) {
  const homework = useHomework(inst.instId, homeworkId);
  if (homework.isPending) return <Loading />;
  if (homework.isError) return <QueryFailed error={homework.error} onRetry={() => void homework.refetch()} />;
  if (!homework.data.mayManage) return <EmptyState title={T.notAllowed} />;
  return <HomeworkForm inst={inst} editing={homework.data} />;
}

/** /v3/homework/form/:homeworkId?: 숙제 내기 (`?classId=` preselects the class), or editing an assignment. */
export function HomeworkFormPage() {
  const homeworkId = useParams().homeworkId;
  return (
    <HomeworkScreen
      screen="homeworkForm"
      fallbackTitle={T.createTitle}
      title={homeworkId ? T.editTitle : T.createTitle}
      width="md"
    >
      {(inst) =>
        !inst.isStaff ? (
          <EmptyState title={HOMEWORK_TEXTS.common.forbidden} />
        ) : homeworkId ? (
          <EditForm key={homeworkId} inst={inst} homeworkId={homeworkId} />
        ) : (
          <HomeworkForm inst={inst} />
        )
      }
    </HomeworkScreen>
  );
}
