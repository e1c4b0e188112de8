import { PERM } from '@academy/domain/access/access.permissions';
import { mayManageStudents } from '@academy/domain/students/students.rules';
import { Link, useLocation, useSearchParams } from 'react-router';
import { type CurrentInst, useCurrentInst } from '../../../lib/session/use-current-inst';
import { ActionRow } from '../../../ui/action-row/action-row';
import { buttonClassName } from '../../../ui/button/button';
import { Facts } from '../../../ui/facts/facts';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useClass } from '../api/get-class';
import { CLASSES_TEXTS } from '../classes.texts';
import { ClassesScreen, Loading, NotFoundState, QueryFailed } from '../components/classes-screen';

const T = CLASSES_TEXTS.done;

/**
 * Registering a new student is the students area's 원생 관리 (the server checks again). Others enrol
 * the academy's existing students.
 */
const mayRegisterStudents = (inst: CurrentInst) => mayManageStudents(inst.role, inst.authCd);

type DoneState = { teacherInvite?: { inviteId: string; code: string; teacherNm: string } | null } | null;

function Done({ instId, classId }: { instId: string; classId: string }) {
  const detail = useClass(instId, classId);
  const invite = (useLocation().state as DoneState)?.teacherInvite ?? null;
  const inst = useCurrentInst();
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <QueryFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const cls = detail.data;
  const pending = cls.pendingTeachers.filter((teacher) => teacher.state === 'usable');
  const month = cls.lecStartDt.slice(0, 7);
  const detailUrl = `/classDetail?classId=${encodeURIComponent(classId)}`;
  return (
    <>
      <Section title={T.title}>
        <p className={screenStyles.lead}>{T.lead(cls.classNm)}</p>
      </Section>
      {invite && (
        <Section title={T.inviteTitle}>
          <p className={screenStyles.lead}>{T.inviteLead(invite.teacherNm)}</p>
          <Facts>
            <dt>{T.code}</dt>
            <dd className={screenStyles.code}>{invite.code}</dd>
          </Facts>
          {inst.can(PERM.staffWrite) && (
            <TextLink to={`/inviteMessage?inviteId=${encodeURIComponent(invite.inviteId)}`} variant="strong">
              {T.sendInvite}
            </TextLink>
          )}
        </Section>
      )}
      {!invite && pending.map((teacher) => <Notice key={teacher.inviteId}>{T.pending(teacher.teacherNm)}</Notice>)}
      <ActionRow>
        {mayRegisterStudents(inst) ? (
          <Link
            to={`/v3/StudentRegister?${new URLSearchParams({ classId })}`}
            className={buttonClassName({ variant: 'primary', size: 'lg' })}
          >
            {T.enrol}
          </Link>
        ) : (
          cls.abilities.canEnrol && (
            <Link to={`${detailUrl}#students`} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
              {T.enrolExisting}
            </Link>
          )
        )}
        <Link to={detailUrl} className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          {T.detail}
        </Link>
      </ActionRow>
      <div className={screenStyles.links}>
        <TextLink to={`/v3/MonthlySchedule?month=${month}`}>{T.schedule}</TextLink>
        <TextLink to="/v3/class/MainPage">{T.list}</TextLink>
      </div>
    </>
  );
}

/** /classCreateDoneTF?classId=: the class is open; the new teacher's invitation code; what to do next. */
export function ClassCreateDonePage() {
  const [params] = useSearchParams();
  const classId = params.get('classId') ?? '';
  return (
    <ClassesScreen screen="classCreateDoneTF" fallbackTitle="반 만들기 완료">
      {({ instId }) => (classId ? <Done instId={instId} classId={classId} /> : <NotFoundState />)}
    </ClassesScreen>
  );
}
