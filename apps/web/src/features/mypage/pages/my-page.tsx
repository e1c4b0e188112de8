import { LOGIN_METHOD_LABELS } from '@academy/domain/account/account.rules';
import type { MeResponse, ProfileResponse } from '@academy/domain/account/account.schema';
import { displayMaskedPhoneNo } from '@academy/domain/phone/phone.rules';
import { confirmModal } from '../../../lib/modal';
import { useLogout } from '../../../lib/session/use-logout';
import { showToast } from '../../../lib/toast';
import { Avatar } from '../../../ui/avatar/avatar';
import { Badge } from '../../../ui/badge/badge';
import { Button } from '../../../ui/button/button';
import { List, ListItem } from '../../../ui/list/list';
import { TextLink } from '../../../ui/text-link/text-link';
import { useProfile } from '../api/get-profile';
import { MyScreen } from '../components/my-screen';
import { LoadFailed, Loading, RequireSignIn } from '../components/require-sign-in';
import { type FamilySide, familySideKey, familySideOf } from '../lib/family-side';
import { MYPAGE_TEXTS } from '../mypage.texts';
import styles from './my-page.module.css';

const T = MYPAGE_TEXTS.myPage;

type MenuEntry = { key: string; title: string; description?: string; to: string };

function menuOf(profile: ProfileResponse): MenuEntry[] {
  const entries: MenuEntry[] = [
    { key: 'profile', title: T.menu.profile, description: T.menu.profileHint, to: '/v3/ProfileEditPage' },
    { key: 'additional', title: T.menu.additional, description: T.menu.additionalHint, to: '/v3/EditAdditionalInfo' },
  ];
  if (profile.loginMethods.includes('password')) {
    entries.push({ key: 'password', title: T.menu.password, to: '/v3/MyPwChangePage' });
  }
  entries.push(
    { key: 'email', title: T.menu.email, description: profile.email ?? undefined, to: '/v3/MyEmailChangePage' },
    { key: 'phone', title: T.menu.phone, description: T.menu.phoneHint, to: '/myPhoneNoChangeTF' },
    {
      key: 'notifications',
      title: T.menu.notifications,
      description: T.menu.notificationsHint,
      to: '/v3/NotificationSettings',
    },
  );
  return entries;
}

/** The family menu in the member's words: a parent links children, a child adds guardians. */
function familyMenuOf(side: FamilySide): MenuEntry[] {
  return [
    {
      key: 'family',
      title: T.menu.family,
      description: T.menu.familyHint[familySideKey(side)],
      to: '/v3/FamilyRelation',
    },
    ...(side.asChild ? [{ key: 'guardian', title: T.menu.addGuardian, to: '/v3/AddGuardian' }] : []),
    { key: 'connect', title: T.menu.connectCheck, to: '/v3/FamilyConnectCheck' },
  ];
}

/** A family's money (a parent's or a student's membership): the year's payments and the registered cards. */
function paymentMenuOf(me: MeResponse): MenuEntry[] {
  const family = me.memberships.some((membership) => membership.role === 'PARENT' || membership.role === 'STUDENT');
  if (!family) return [];
  return [
    { key: 'payments', title: T.menu.payments, description: T.menu.paymentsHint, to: '/paymentList' },
    { key: 'cards', title: T.menu.cards, description: T.menu.cardsHint, to: '/cardManagement' },
  ];
}

function ProfileCard({ profile }: { profile: ProfileResponse }) {
  return (
    <section className={styles.card} aria-label={T.profileLabel}>
      <Avatar profileFileNm={profile.profileFileNm} imageUrl={profile.profileImageUrl} size="lg" />
      <div className={styles.identity}>
        <p className={styles.name}>{profile.userNm}</p>
        <p className={styles.nickname}>{profile.userNickNm ?? T.nicknameFallback}</p>
      </div>
      <dl className={styles.details}>
        {profile.userInputId && (
          <div className={styles.detail}>
            <dt>{T.loginId}</dt>
            <dd>{profile.userInputId}</dd>
          </div>
        )}
        <div className={styles.detail}>
          <dt>{T.mobile}</dt>
          <dd>{displayMaskedPhoneNo(profile.mobileNo)}</dd>
        </div>
        <div className={styles.detail}>
          <dt>{T.email}</dt>
          <dd>{profile.email ?? T.emailNone}</dd>
        </div>
        <div className={styles.detail}>
          <dt>{T.loginMethods}</dt>
          <dd className={styles.methods}>
            {profile.loginMethods.map((method) => (
              <Badge key={method} tone={method === 'password' ? 'neutral' : 'secondary'}>
                {LOGIN_METHOD_LABELS[method]}
              </Badge>
            ))}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Menu({ label, entries }: { label: string; entries: MenuEntry[] }) {
  return (
    <nav aria-label={label} className={styles.menu}>
      <List
        items={entries}
        getKey={(entry) => entry.key}
        renderItem={(entry) => <ListItem title={entry.title} description={entry.description} to={entry.to} />}
      />
    </nav>
  );
}

function MyPageContent({ me }: { me: MeResponse }) {
  const profile = useProfile();
  const logOut = useLogout();

  async function onLogOut() {
    const answer = await confirmModal({ title: T.logoutConfirmTitle, contents: T.logoutConfirm, yesLabel: T.logout });
    if (answer !== 'yes') return;
    await logOut.mutateAsync();
    showToast(T.logoutDone);
  }

  const payment = paymentMenuOf(me);
  if (profile.isPending) return <Loading />;
  if (profile.isError) return <LoadFailed onRetry={() => void profile.refetch()} />;
  return (
    <>
      <ProfileCard profile={profile.data} />
      <Menu label={T.menuLabel} entries={menuOf(profile.data)} />
      <Menu label={T.familyMenuLabel} entries={familyMenuOf(familySideOf(me))} />
      {payment.length > 0 && <Menu label={T.paymentMenuLabel} entries={payment} />}
      <Button variant="outline" fullWidth loading={logOut.isPending} onClick={() => void onLogOut().catch(() => {})}>
        {T.logout}
      </Button>
      <p className={styles.withdraw}>
        <TextLink to="/v3/WithdrawalNotice" variant="muted">
          {T.withdraw}
        </TextLink>
      </p>
    </>
  );
}

/**
 * MyPage, /v3/MyPage and /myMain: the member's card, every profile and family screen, a family's
 * payments and registered cards, log-out, withdrawal.
 */
export function MyPage() {
  return (
    <MyScreen screen="MyPage" fallbackTitle="마이페이지">
      <RequireSignIn>{(me) => <MyPageContent me={me} />}</RequireSignIn>
    </MyScreen>
  );
}
