import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button/button';
import { Centered } from '../../../ui/centered/centered';
import screenStyles from '../../../ui/screen/screen.module.css';
import { sectionClassName } from '../../../ui/section/section';
import { useMyInsts } from '../api/get-my-insts';
import { InstScreen } from '../components/inst-screen';
import styles from '../components/institute.module.css';
import { PendingJoinRequests } from '../components/pending-join-requests';
import { SignedIn } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.notConnect;

const CHOICES = [
  { to: '/instCreateTF', label: T.create, hint: T.createHint, variant: 'primary' as const },
  { to: '/v3/InstConnect', label: T.connect, hint: T.connectHint, variant: 'outline' as const },
  { to: '/searchInstTF', label: T.search, hint: T.searchHint, variant: 'outline' as const },
];

/** The requests this user is still waiting on, with 요청 취소 (nothing while loading or when there are none). */
function WaitingRequests() {
  const mine = useMyInsts();
  return mine.data ? <PendingJoinRequests requests={mine.data.pendingRequests} /> : null;
}

/**
 * InstNotConnect: a signed-in user with no academy: create one, connect by code, or search and ask;
 * requests already sent are listed and can be cancelled.
 */
export function InstNotConnectPage() {
  return (
    <InstScreen screen="InstNotConnect" fallbackTitle="연결된 학원 없음">
      <SignedIn>
        {() => (
          <>
            <Centered>
              <h2 className={styles.heroTitle}>{T.title}</h2>
              <p className={screenStyles.lead}>{T.lead}</p>
            </Centered>
            <WaitingRequests />
            {CHOICES.map((choice) => (
              <div key={choice.to} className={sectionClassName()}>
                <Link
                  to={choice.to}
                  className={buttonClassName({ variant: choice.variant, size: 'lg', fullWidth: true })}
                >
                  {choice.label}
                </Link>
                <p className={styles.muted}>{choice.hint}</p>
              </div>
            ))}
          </>
        )}
      </SignedIn>
    </InstScreen>
  );
}
