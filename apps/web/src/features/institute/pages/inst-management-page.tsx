import { menuGroupOf, navSections } from '@academy/domain/navigation/navigation.menu';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useNavigationViewer } from '../../../lib/routing/use-navigation-viewer';
import { AcademyPicker, ChildPicker } from '../../../lib/session/context-pickers';
import { useLogout } from '../../../lib/session/use-logout';
import { Button } from '../../../ui/button/button';
import { List, ListItem } from '../../../ui/list/list';
import { Notice } from '../../../ui/notice/notice';
import { Section } from '../../../ui/section/section';
import { InstScreen } from '../components/inst-screen';
import { Loading } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.management;

const sectionId = (group: string) => `menu-${group}`;

function FullMenu() {
  const viewer = useNavigationViewer();
  const { mng } = useParams();
  const focus = menuGroupOf(mng);
  const logout = useLogout();
  const ready = viewer.me !== null;

  useEffect(() => {
    if (!ready || !focus) return;
    document.getElementById(sectionId(focus))?.scrollIntoView?.({ block: 'start' });
  }, [ready, focus]);

  if (viewer.pending) return <Loading />;
  if (!viewer.me) return null;
  const me = viewer.me;
  const parent = viewer.memberships.some((membership) => membership.role === 'PARENT');
  return (
    <>
      <Section title={T.context}>
        {viewer.instId ? (
          <>
            <AcademyPicker me={me} instId={viewer.instId} label={T.academyPicker} />
            {parent && <ChildPicker me={me} label={T.childPicker} />}
          </>
        ) : (
          <Notice>{T.noAcademy}</Notice>
        )}
      </Section>
      {navSections(viewer.memberships).map((section) => (
        <Section key={section.group} id={sectionId(section.group)} title={section.label}>
          <List
            label={section.label}
            items={section.items}
            getKey={(item) => item.key}
            renderItem={(item) => <ListItem title={item.label} description={item.description} to={item.to} />}
          />
        </Section>
      ))}
      <Button variant="outline" fullWidth loading={logout.isPending} onClick={() => logout.mutate()}>
        {T.logout}
      </Button>
    </>
  );
}

/**
 * /instManagementTF/:mng — 전체 메뉴: every screen the member may open, grouped by area (the
 * navigation model, filtered by their role and permission codes at the current academy), with the
 * academy and child pickers. `mng` names a group to scroll to (`academy`, `people`, …) or `all`.
 */
export function InstManagementPage() {
  return (
    <InstScreen screen="instManagementTF" fallbackTitle="전체 메뉴" width="wide">
      <FullMenu />
    </InstScreen>
  );
}
