import type { AdminHome } from '@academy/domain/home/home.schema';
import { STUDENT_STATUS_LABELS, STUDENT_STATUSES } from '@academy/domain/institute/institute.constants';
import { Figures } from '../../../ui/figures/figures';
import { HOME_TEXTS } from '../home.texts';
import { HomeCard } from './home-card';

const T = HOME_TEXTS.students;

type Counts = NonNullable<AdminHome['studentsByStatus']>;

/** Students by status (재원 / 휴원 / 퇴원 / 전체), each opening the students list on that status. */
export function StudentsStatusCard({ counts }: { counts: Counts }) {
  const figure = (key: string, label: string, value: number, to: string) => ({
    key,
    label,
    value: HOME_TEXTS.common.count(value),
    link: { to, label: T.open(label, value) },
  });
  const figures = [
    ...STUDENT_STATUSES.map((status) =>
      figure(status, STUDENT_STATUS_LABELS[status], counts[status], `/v3/StudentsList?status=${status}`),
    ),
    figure('total', T.total, counts.total, '/v3/StudentsList'),
  ];
  return (
    <HomeCard title={T.title}>
      <Figures label={T.listLabel} items={figures} />
    </HomeCard>
  );
}
