import type { HomeworkStatus } from '@academy/domain/homework/homework.rules';
import { Badge, type BadgeTone } from '../../../ui/badge/badge';
import { HOMEWORK_TEXTS } from '../homework.texts';

/** What each status asks of whom: yet to do (grey), handed in (blue), late or missing (red), more asked (yellow), done (green). */
const TONES: Record<HomeworkStatus, BadgeTone> = {
  open: 'neutral',
  missing: 'warning',
  submitted: 'secondary',
  late: 'warning',
  revision: 'yellow',
  completed: 'primary',
};

/** An assignee's status as a chip (제출 전, 제출함, 지각, 미제출, 보완 요청, 완료). */
export function StatusChip({ status }: { status: HomeworkStatus }) {
  return (
    <Badge tone={TONES[status]} solid={status === 'completed'}>
      {HOMEWORK_TEXTS.statuses[status]}
    </Badge>
  );
}
