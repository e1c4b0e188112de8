import { ROLE_LABELS } from '@academy/domain/access/access.roles';
import type { MeResponse } from '@academy/domain/account/account.schema';
import { businessDateOf } from '@academy/domain/format/format.business-date';
import type { InstHomeResponse } from '@academy/domain/home/home.schema';
import { Link } from 'react-router';
import { PRODUCT_SHORT_NAME } from '../../../lib/product';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { QueryFailed } from '../../../lib/screen/query-failed';
import { useMe } from '../../../lib/session/get-me';
import { LOGIN_PATH } from '../../../lib/session/sign-in-path';
import { useCurrentInst } from '../../../lib/session/use-current-inst';
import { BrandName } from '../../../ui/brand-name/brand-name';
import { buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Header } from '../../../ui/header/header';
import { ScreenLoading } from '../../../ui/screen/screen';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextLink } from '../../../ui/text-link/text-link';
import { useInstHome } from '../api/get-inst-home';
import { AccountControls } from '../components/account-controls';
import { AdminHomeView } from '../components/admin-home-view';
import { ParentHomeView } from '../components/parent-home-view';
import { StudentHomeView } from '../components/student-home-view';
import { TeacherHomeView } from '../components/teacher-home-view';
import { HOME_TEXTS } from '../home.texts';
import { childChoices } from '../lib/child-choices';
import styles from './main-page.module.css';

/**
 * /mainTF, the home after log-in (/instMainTF forwards here). A visitor sees what the product is,
 * with 로그인 and 회원가입. A signed-in member sees the home of their role at the current academy
 * (`common.instId`), built from live data; with no academy, the ways to create or find one (and, for
 * a parent whose children are linked, the children's home).
 */
export function MainPage() {
  const title = useRouteTitle() ?? PRODUCT_SHORT_NAME;
  const me = useMe();
  const user = me.data ?? null;
  return (
    <section className={styles.screen} data-screen="mainTF">
      <div>
        <Header title={title} hideBack />
        {user && <AccountControls me={user} />}
      </div>
      <div className={styles.body}>{me.isPending ? <Spinner /> : user ? <SignedInHome me={user} /> : <Welcome />}</div>
    </section>
  );
}

function Welcome() {
  return (
    <div className={styles.hero}>
      <BrandName size="xl" as="p">
        {PRODUCT_SHORT_NAME}
      </BrandName>
      <h2 className={styles.heroTitle}>{HOME_TEXTS.welcomeTitle}</h2>
      <p className={styles.lead}>{HOME_TEXTS.welcomeLead}</p>
      <div className={styles.actions}>
        <Link to={LOGIN_PATH} className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          {HOME_TEXTS.login}
        </Link>
        <Link to="/v3/joinAgreeMain" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          {HOME_TEXTS.join}
        </Link>
      </div>
    </div>
  );
}

function SignedInHome({ me }: { me: MeResponse }) {
  const { membership } = useCurrentInst();
  return (
    <>
      <h2 className={styles.greeting}>{HOME_TEXTS.greeting(me.user.userNm)}</h2>
      {membership ? (
        <AcademyHome key={membership.instId} me={me} instId={membership.instId} />
      ) : (
        <>
          {me.children.length > 0 && (
            <ParentHomeView me={me} academyChildren={null} today={businessDateOf(new Date())} />
          )}
          <NoAcademy />
        </>
      )}
    </>
  );
}

function NoAcademy() {
  return (
    <div className={styles.card}>
      <EmptyState
        title={HOME_TEXTS.noAcademy}
        description={HOME_TEXTS.noAcademyHint}
        action={
          <div className={styles.actions}>
            <Link to="/instCreateTF" className={buttonClassName({ variant: 'primary' })}>
              {HOME_TEXTS.createAcademy}
            </Link>
            <Link to="/searchInstTF" className={buttonClassName({ variant: 'outline' })}>
              {HOME_TEXTS.findAcademy}
            </Link>
            <Link to="/v3/InstConnect" className={buttonClassName({ variant: 'outline' })}>
              {HOME_TEXTS.connectCode}
            </Link>
          </div>
        }
      />
    </div>
  );
}

function RoleHome({ me, home }: { me: MeResponse; home: InstHomeResponse }) {
  switch (home.view) {
    case 'admin':
      return <AdminHomeView home={home} />;
    case 'teacher':
      return <TeacherHomeView home={home} />;
    case 'parent':
      return <ParentHomeView me={me} academyChildren={home.children} today={home.today} />;
    case 'student':
      return <StudentHomeView home={home} />;
  }
}

/** The member's home at one academy: its name and their role, then the cards of the role (a parent's: the child's). */
function AcademyHome({ me, instId }: { me: MeResponse; instId: string }) {
  const home = useInstHome(instId);
  const academies = new Set(me.memberships.map((membership) => membership.instId));
  if (home.isPending) return <ScreenLoading label={HOME_TEXTS.common.loading} />;
  if (home.isError) {
    return <QueryFailed error={home.error} onRetry={() => void home.refetch()} texts={HOME_TEXTS.common} />;
  }
  // A parent's home follows the chosen child across every academy, each academy named in its group.
  if (home.data.view === 'parent' && childChoices(me, home.data.children).length > 0)
    return <RoleHome me={me} home={home.data} />;
  const staff = home.data.role === 'DIRECTOR' || home.data.role === 'MANAGER';
  return (
    <>
      <div className={styles.academy}>
        <div>
          <h2 className={styles.academyName}>{home.data.instNm}</h2>
          <p className={styles.role}>{ROLE_LABELS[home.data.role]}</p>
        </div>
        <div className={styles.academyLinks}>
          {staff && (
            <TextLink to="/instManagementTF/info" variant="muted">
              {HOME_TEXTS.academy.management}
            </TextLink>
          )}
          {academies.size > 1 && (
            <TextLink to="/v3/ConnectInstList" variant="muted">
              {HOME_TEXTS.academy.switchInst}
            </TextLink>
          )}
        </div>
      </div>
      <RoleHome me={me} home={home.data} />
    </>
  );
}
