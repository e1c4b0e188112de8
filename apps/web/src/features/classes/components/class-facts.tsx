import type { ClassDetailResponse } from '@academy/domain/class/class.schema';
import { Badge } from '../../../ui/badge/badge';
import { Facts } from '../../../ui/facts/facts';
import rows from '../../../ui/rows/rows.module.css';
import screenStyles from '../../../ui/screen/screen.module.css';
import { CLASSES_TEXTS } from '../classes.texts';
import { periodText, slotText } from '../lib/class-format';

const T = CLASSES_TEXTS.detail;

/** A class's basic information as a description list (what the viewer may see). */
export function ClassFacts({ cls }: { cls: ClassDetailResponse }) {
  const tuition = cls.tuition;
  return (
    <Facts>
      <dt>{T.subject}</dt>
      <dd>{cls.compulsorySubject ?? CLASSES_TEXTS.common.none}</dd>
      <dt>{T.classTp}</dt>
      <dd>{CLASSES_TEXTS.codes.classTp[cls.classTpCd as '010' | '020'] ?? cls.classTpCd}</dd>
      <dt>{T.period}</dt>
      <dd>{periodText(cls.lecStartDt, cls.lecEndDt)}</dd>
      <dt>{T.schedule}</dt>
      <dd>
        <ul className={rows.list}>
          {cls.lectureList.map((slot) => (
            <li key={slot.lectureId}>{slotText(slot)}</li>
          ))}
        </ul>
      </dd>
      <dt>{T.teachers}</dt>
      <dd>
        {cls.teachers.length === 0 && cls.pendingTeachers.length === 0 && CLASSES_TEXTS.common.none}
        <span className={screenStyles.badges}>
          {cls.teachers.map((teacher) => (
            <span key={teacher.userId}>{teacher.userNm}</span>
          ))}
          {cls.pendingTeachers.map((teacher) => (
            <span key={teacher.inviteId}>
              {teacher.teacherNm} <Badge tone="yellow">{T.pendingStates[teacher.state]}</Badge>
            </span>
          ))}
        </span>
      </dd>
      {cls.fixed !== null && (
        <>
          <dt>{T.fixed}</dt>
          <dd>{CLASSES_TEXTS.card.students(cls.studentCount ?? 0, cls.fixed)}</dd>
        </>
      )}
      {tuition && (
        <>
          <dt>{T.tuition}</dt>
          <dd>
            {tuition.tuitionNm} ·{' '}
            {CLASSES_TEXTS.selectTuition.describe(
              tuition.billingUnit,
              tuition.amount,
              tuition.roundInfo?.round ?? null,
            )}
          </dd>
        </>
      )}
      {cls.payDtTpCd && tuition && (
        <>
          <dt>{T.billing}</dt>
          <dd>
            {CLASSES_TEXTS.codes.payDtTp[cls.payDtTpCd as '010' | '020' | '030']}
            {cls.payDtTpCd === '010' &&
              cls.appointedDt &&
              ` (${CLASSES_TEXTS.wizard.appointedDtOption(Number(cls.appointedDt))})`}
          </dd>
        </>
      )}
      {cls.tags.length > 0 && (
        <>
          <dt>{T.tags}</dt>
          <dd className={screenStyles.badges}>
            {cls.tags.map((tag) => (
              <Badge key={tag}>#{tag}</Badge>
            ))}
          </dd>
        </>
      )}
    </Facts>
  );
}
