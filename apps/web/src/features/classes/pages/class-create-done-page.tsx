import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClassName } from '../../../ui/button/button';
import { TextLink } from '../../../ui/text-link/text-link';
import { useClass } from '../api/get-class';
import { CLASSES_TEXTS } from '../classes.texts';
import { ClassesScreen, Loading, NotFoundState, QueryFailed } from '../components/classes-screen';
import styles from '../components/screen.module.css';
import { useCurrentInst } from '../lib/use-current-inst';

const T = CLASSES_TEXTS.done;

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
      <section className={styles.section} aria-labelledby="done-title">
        <h2 id="done-title" className={styles.sectionTitle}>
          {T.title}
        </h2>
        <p className={styles.lead}>{T.lead(cls.classNm)}</p>
      </section>
      {invite && (
        <section className={styles.section} aria-labelledby="invite-title">
          <h2 id="invite-title" className={styles.sectionTitle}>
            {T.inviteTitle}
          </h2>
          <p className={styles.lead}>{T.inviteLead(invite.teacherNm)}</p>
          <dl className={styles.facts}>
            <dt>{T.code}</dt>
            <dd className={styles.code}>{invite.code}</dd>
          </dl>
          {inst.can('032') && (
            <TextLink to={`/inviteMessage?inviteId=${encodeURIComponent(invite.inviteId)}`} variant="strong">
              {T.sendInvite}
            </TextLink>
          )}
        </section>
      )}
      {!invite &&
        pending.map((teacher) => (
          <p key={teacher.inviteId} className={styles.notice}>
            {T.pending(teacher.teacherNm)}
          </p>
        ))}
      <div className={styles.actions}>
        <Link to={`${detailUrl}#students`} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          {T.enrol}
        </Link>
        <Link to={detailUrl} className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          {T.detail}
        </Link>
      </div>
      <div className={styles.links}>
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
