import { mayMoveStudents } from '@academy/domain/class/class.rules';
import type { ClassDetailResponse } from '@academy/domain/class/class.schema';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { showServerError } from '../../../lib/forms/server-errors';
import { confirmModal } from '../../../lib/modal';
import type { CurrentInst } from '../../../lib/session/use-current-inst';
import { showToast } from '../../../lib/toast';
import { patchClass } from '../../../store/class-slice';
import { patchCommon } from '../../../store/common-slice';
import { useAppDispatch } from '../../../store/hooks';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { Button, buttonClassName } from '../../../ui/button/button';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { useCloseClass } from '../api/close-class';
import { useClass } from '../api/get-class';
import { CLASSES_TEXTS } from '../classes.texts';
import { ClassFacts } from '../components/class-facts';
import styles from '../components/classes.module.css';
import { ClassesScreen, Loading, NotFoundState, QueryFailed } from '../components/classes-screen';
import { Enrolments } from '../components/enrolments';
import { draftFromClass } from '../lib/class-draft';

const T = CLASSES_TEXTS.detail;

function Actions({ instId, cls }: { instId: string; cls: ClassDetailResponse }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const close = useCloseClass(instId);
  return (
    <ActionRow>
      {cls.abilities.canEdit && (
        <Button
          variant="outline"
          onClick={() => {
            dispatch(patchClass(draftFromClass(cls)));
            navigate('/classCreate');
          }}
        >
          {T.edit}
        </Button>
      )}
      {cls.abilities.canClose && (
        <Button
          variant="danger"
          loading={close.isPending}
          onClick={async () => {
            const answer = await confirmModal({ title: T.closeConfirmTitle, contents: T.closeConfirm(cls.classNm) });
            if (answer !== 'yes') return;
            try {
              await close.mutateAsync(cls.classId);
              showToast(T.closed);
            } catch (error) {
              showServerError(error, null);
            }
          }}
        >
          {T.close}
        </Button>
      )}
    </ActionRow>
  );
}

function Detail({ inst, classId }: { inst: CurrentInst & { instId: string }; classId: string }) {
  const detail = useClass(inst.instId, classId);
  const dispatch = useAppDispatch();
  const { hash } = useLocation();
  const cls = detail.data;
  // The class being looked at is the SPEC §3 common group's class.
  useEffect(() => {
    if (cls) dispatch(patchCommon({ classId: cls.classId, classNm: cls.classNm }));
  }, [cls, dispatch]);
  useEffect(() => {
    if (cls && hash === '#students') document.getElementById('students')?.scrollIntoView();
  }, [cls, hash]);
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <QueryFailed error={detail.error} onRetry={() => void detail.refetch()} />;
  const data = detail.data;
  return (
    <>
      <Section
        title={data.classNm}
        actions={
          <Badge tone={data.status === 'open' ? 'primary' : 'warning'}>{CLASSES_TEXTS.status[data.status]}</Badge>
        }
      >
        {data.imageUrls[0] && <img src={data.imageUrls[0]} alt="" className={styles.cover} />}
        {data.status === 'closed' && <Notice tone="warning">{T.closedNotice}</Notice>}
        <ClassFacts cls={data} />
        <div className={screenStyles.links}>
          <TextLink to={`/classInfo?classId=${encodeURIComponent(classId)}`}>{T.info2}</TextLink>
          <TextLink to={`/v3/MonthlySchedule?month=${data.lecStartDt.slice(0, 7)}`}>{T.monthly}</TextLink>
          <TextLink to={`/v3/class/notice?classId=${encodeURIComponent(classId)}`}>{T.notices}</TextLink>
          {inst.role && mayMoveStudents(inst.role, inst.authCd) && data.status === 'open' && (
            <TextLink to={`/v3/ClassMoving?${new URLSearchParams({ fromClassId: classId })}`}>
              {T.moveStudents}
            </TextLink>
          )}
        </div>
        <Actions instId={inst.instId} cls={data} />
      </Section>
      {inst.isStaff && (
        <Section id="students" title={T.enrolments}>
          <Enrolments instId={inst.instId} classId={classId} canEnrol={data.abilities.canEnrol} />
        </Section>
      )}
      <Link to="/v3/class/MainPage" className={buttonClassName({ variant: 'text' })}>
        {CLASSES_TEXTS.common.toList}
      </Link>
    </>
  );
}

/** /classDetail?classId=: a class with its students; edit, 폐강 and enrolment for those who may. */
export function ClassDetailPage() {
  const [params] = useSearchParams();
  const classId = params.get('classId') ?? '';
  return (
    <ClassesScreen screen="classDetail" fallbackTitle="반 상세">
      {(inst) => (classId ? <Detail inst={inst} classId={classId} /> : <NotFoundState />)}
    </ClassesScreen>
  );
}
