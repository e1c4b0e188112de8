import type { MeResponse } from '@academy/domain/account/account.schema';
import type { ChildAcademy } from '@academy/domain/home/home.schema';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryFailed } from '../../../lib/screen/query-failed';
import { patchCommon } from '../../../store/common-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { ScreenLoading } from '../../../ui/screen/screen';
import { useChildHome } from '../api/get-child-home';
import { HOME_TEXTS } from '../home.texts';
import { childChoices, chosenChild } from '../lib/child-choices';
import { ChatCard } from './chat-card';
import { ChildAcademyGroup } from './child-academy-group';
import { ChildSwitcher } from './child-switcher';
import styles from './home-card.module.css';

const T = HOME_TEXTS.parent;

const connectLink = (
  <Link to="/v3/InstConnect" className={buttonClassName({ variant: 'outline' })}>
    {HOME_TEXTS.connectCode}
  </Link>
);

/** The chosen child's account: every academy where they study and the parent is their guardian. */
function ChildAccountHome({ me, childUserId, name }: { me: MeResponse; childUserId: string; name: string }) {
  const home = useChildHome(childUserId);
  if (home.isPending) return <ScreenLoading label={HOME_TEXTS.common.loading} compact />;
  if (home.isError) {
    return <QueryFailed error={home.error} onRetry={() => void home.refetch()} texts={HOME_TEXTS.common} />;
  }
  if (home.data.academies.length === 0) {
    return <EmptyState title={T.noAcademy(name)} description={T.noAcademyHint} action={connectLink} />;
  }
  return (
    <>
      {home.data.academies.map((section) => (
        <ChildAcademyGroup key={section.instId} me={me} section={section} today={home.data.today} />
      ))}
    </>
  );
}

/**
 * A parent's home, built around one child: the switcher (the children's names) picks the child and
 * everything below follows — at every academy where the child studies, grouped by academy.
 * `academyChildren`: the children the current academy connected the parent to (null: no academy).
 */
export function ParentHomeView({
  me,
  academyChildren,
  today,
}: {
  me: MeResponse;
  academyChildren: readonly ChildAcademy[] | null;
  today: string;
}) {
  const dispatch = useAppDispatch();
  const sessionChild = useAppSelector((state) => state.common.childUserId);
  const [picked, setPicked] = useState<string | null>(null);
  const choices = childChoices(me, academyChildren ?? []);
  const chosen = chosenChild(choices, picked, sessionChild);
  if (!chosen) return <EmptyState title={T.noChildren} description={T.noChildrenHint} action={connectLink} />;

  const choose = (key: string) => {
    const choice = choices.find((item) => item.key === key);
    if (choice?.kind === 'account' && choice.inFamily) {
      setPicked(null);
      dispatch(patchCommon({ childUserId: choice.childUserId }));
    } else {
      setPicked(key);
    }
  };

  return (
    <div className={styles.group}>
      <ChildSwitcher choices={choices} chosen={chosen.key} onChoose={choose} />
      {chosen.kind === 'account' ? (
        <ChildAccountHome key={chosen.childUserId} me={me} childUserId={chosen.childUserId} name={chosen.name} />
      ) : (
        <ChildAcademyGroup me={me} section={chosen.section} today={today} />
      )}
      {academyChildren && <ChatCard />}
    </div>
  );
}
