import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ActionRow } from '../../../../ui/action-row/action-row';
import { Button, buttonClassName } from '../../../../ui/button/button';
import { Checkbox } from '../../../../ui/checkbox/checkbox';
import { SectionTitle } from '../../../../ui/section/section';
import styles from './withdrawal.module.css';
import { WITHDRAWAL_TEXTS } from './withdrawal.texts';
import { RequireMember, WithdrawalScreen } from './withdrawal-screen';

const T = WITHDRAWAL_TEXTS.notice;

function NoticeContent() {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  function onNext() {
    if (!agreed) {
      setError(T.agreeRequired);
      return;
    }
    navigate('/v3/WithdrawalSelect');
  }

  return (
    <>
      <p className={styles.lead}>{T.lead}</p>
      {T.sections.map((section, index) => (
        <section key={section.title} className={styles.section} aria-labelledby={`withdrawal-notice-${index}`}>
          <SectionTitle id={`withdrawal-notice-${index}`}>{section.title}</SectionTitle>
          <ul className={styles.bullets}>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <Checkbox
        label={T.agree}
        checked={agreed}
        onCheckedChange={(checked) => {
          setAgreed(checked === true);
          setError(undefined);
        }}
        error={error}
        required
      />
      <ActionRow>
        <Link to="/v3/MyPage" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          {WITHDRAWAL_TEXTS.cancel}
        </Link>
        <Button size="lg" onClick={onNext}>
          {WITHDRAWAL_TEXTS.next}
        </Button>
      </ActionRow>
    </>
  );
}

/** WithdrawalNotice: what withdrawing does, before anything is chosen. */
export function WithdrawalNoticePage() {
  return (
    <WithdrawalScreen screen="WithdrawalNotice" fallbackTitle="회원 탈퇴 안내">
      <RequireMember>
        <NoticeContent />
      </RequireMember>
    </WithdrawalScreen>
  );
}
