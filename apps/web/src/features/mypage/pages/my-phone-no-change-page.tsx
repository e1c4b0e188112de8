import { displayMaskedPhoneNo, displayPhoneNo } from '@academy/domain/phone/phone.rules';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf, showRefusal } from '../../../lib/forms/server-errors';
import { useStartVerification } from '../../../lib/identity/use-start-verification';
import { Button } from '../../../ui/button/button';
import { Centered } from '../../../ui/centered/centered';
import { Notice } from '../../../ui/notice/notice';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section, SectionTitle } from '../../../ui/section/section';
import { Spinner } from '../../../ui/spinner/spinner';
import { TextLink } from '../../../ui/text-link/text-link';
import { useChangeMobile } from '../api/change-mobile';
import { useProfile } from '../api/get-profile';
import { MyScreen } from '../components/my-screen';
import styles from '../components/mypage.module.css';
import { RequireSignIn } from '../components/require-sign-in';
import { MYPAGE_TEXTS } from '../mypage.texts';

const T = MYPAGE_TEXTS.phone;
/** This screen's address: the verification comes back here with `?transId=…`. */
export const PHONE_CHANGE_PATH = '/myPhoneNoChangeTF';

type Outcome = { kind: 'applying' } | { kind: 'done'; mobileNo: string | null } | { kind: 'failed'; message: string };

function usePhoneChangeVerification() {
  const verification = useStartVerification(showRefusal);
  return { starting: verification.starting, start: () => verification.start('phone-change', PHONE_CHANGE_PATH) };
}

function PhoneChangeContent() {
  const profile = useProfile();
  const [searchParams, setSearchParams] = useSearchParams();
  const transId = searchParams.get('transId');
  const change = useChangeMobile();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const applied = useRef<string | null>(null);
  const verification = usePhoneChangeVerification();

  useEffect(() => {
    if (!transId || applied.current === transId) return;
    applied.current = transId;
    setOutcome({ kind: 'applying' });
    setSearchParams({}, { replace: true });
    change
      .mutateAsync({ transId })
      .then((fresh) => {
        setOutcome({ kind: 'done', mobileNo: fresh.mobileNo });
      })
      .catch((error: unknown) => {
        setOutcome({ kind: 'failed', message: errorMessageOf(error, MYPAGE_TEXTS.common.loadFailedHint) });
      });
  }, [transId, change, setSearchParams]);

  if (outcome?.kind === 'applying') {
    return (
      <Centered>
        <Spinner label={T.applying} />
        <p className={screenStyles.lead}>{T.applying}</p>
      </Centered>
    );
  }

  if (outcome?.kind === 'done') {
    return (
      <Centered role="status">
        <SectionTitle>{T.doneTitle}</SectionTitle>
        <p className={styles.label}>{T.newNumber}</p>
        <p className={styles.value}>{displayPhoneNo(outcome.mobileNo)}</p>
        <TextLink to="/v3/MyPage" variant="strong">
          {MYPAGE_TEXTS.common.backToMyPage}
        </TextLink>
      </Centered>
    );
  }

  return (
    <>
      {outcome?.kind === 'failed' && (
        <Notice as="div" tone="warning" role="alert">
          <strong>{T.failedTitle}</strong>
          <br />
          {outcome.message}
        </Notice>
      )}
      <div>
        <p className={styles.label}>{T.current}</p>
        <p className={styles.value}>{profile.data ? displayMaskedPhoneNo(profile.data.mobileNo) : '…'}</p>
      </div>
      <Section title={T.explainTitle}>
        <ul className={styles.bullets}>
          {T.explain.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Button size="lg" fullWidth loading={verification.starting} onClick={() => void verification.start()}>
        {outcome?.kind === 'failed' ? T.again : T.start}
      </Button>
    </>
  );
}

/** /myPhoneNoChangeTF: a fresh verification (purpose 'phone-change') of the same person sets the new number. */
export function MyPhoneNoChangePage() {
  return (
    <MyScreen screen="myPhoneNoChangeTF" fallbackTitle="휴대폰 번호 변경">
      <RequireSignIn>{() => <PhoneChangeContent />}</RequireSignIn>
    </MyScreen>
  );
}
