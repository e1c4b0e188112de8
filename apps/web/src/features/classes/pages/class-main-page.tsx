import { PERM } from '@academy/domain/access/access.permissions';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CurrentInst } from '../../../lib/session/use-current-inst';
import { resetClass } from '../../../store/class-slice';
import { useAppDispatch } from '../../../store/hooks';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Button, buttonClassName } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Tabs } from '../../../ui/tabs/tabs';
import { TextLink } from '../../../ui/text-link/text-link';
import { useClasses } from '../api/get-classes';
import { CLASSES_TEXTS } from '../classes.texts';
import { ClassList } from '../components/class-list';
import { ClassesScreen, QueryFailed } from '../components/classes-screen';

const T = CLASSES_TEXTS.main;

type View = 'all' | 'mine' | 'closed';

/** What an empty list suggests, in the reader's words: staff make classes, a parent's children and a student join them. */
function emptyHintFor(inst: CurrentInst): string {
  if (inst.isStaff) return T.emptyStaffHint;
  return inst.role === 'STUDENT' ? T.emptyStudentHint : T.emptyParentHint;
}

function ClassesView({ instId, view, emptyHint }: { instId: string; view: View; emptyHint: string }) {
  const classes = useClasses(instId, { status: view === 'closed' ? 'closed' : 'open', mine: view === 'mine' });
  if (classes.isError) return <QueryFailed error={classes.error} onRetry={() => void classes.refetch()} />;
  return <ClassList items={classes.data?.items ?? []} loading={classes.isPending} emptyDescription={emptyHint} />;
}

function Main({ inst }: { inst: CurrentInst & { instId: string } }) {
  const [view, setView] = useState<View>('all');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const canCreate = inst.can(PERM.classes);
  // A director (or a manager) sees every class and can narrow to their own; a teacher sees their own.
  const showsAll = inst.role === 'DIRECTOR' || inst.role === 'MANAGER';
  const tabs = [
    ...(showsAll
      ? [
          { value: 'all', label: T.all },
          { value: 'mine', label: T.mine },
        ]
      : [{ value: 'all', label: T.mine }]),
    ...(inst.isStaff ? [{ value: 'closed', label: T.closed }] : []),
  ].map((tab) => ({
    ...tab,
    content: <ClassesView instId={inst.instId} view={tab.value as View} emptyHint={emptyHintFor(inst)} />,
  }));
  return (
    <>
      <ActionRow>
        {canCreate && (
          <Button
            size="lg"
            onClick={() => {
              dispatch(resetClass());
              navigate('/classCreate');
            }}
          >
            {T.create}
          </Button>
        )}
        <Link to="/v3/ClassMainSearchList" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          {T.search}
        </Link>
      </ActionRow>
      <div className={screenStyles.links}>
        <TextLink to="/v3/MonthlySchedule">{T.schedule}</TextLink>
        {inst.isStaff ? (
          <TextLink to="/v3/ClassSchedule">{T.weekly}</TextLink>
        ) : (
          <TextLink to="/timeClass">{T.weekly}</TextLink>
        )}
      </div>
      {tabs.length > 1 ? (
        <Tabs label={T.tabsLabel} items={tabs} value={view} onValueChange={(value) => setView(value as View)} />
      ) : (
        tabs[0]?.content
      )}
    </>
  );
}

/** /v3/class/MainPage: my classes (a teacher's own, every class for the director), 반 만들기, search. */
export function ClassMainPage() {
  return (
    <ClassesScreen screen="classMainPage" fallbackTitle="반 홈">
      {(inst) => <Main inst={inst} />}
    </ClassesScreen>
  );
}
