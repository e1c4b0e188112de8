import { ROLE_LABELS } from '@academy/domain/access/access.roles';
import type { InviteAcceptResponse } from '@academy/domain/institute/institute.schema';
import { Link, useLocation } from 'react-router';
import { ActionRow } from '../../../ui/action-row/action-row';
import { buttonClassName } from '../../../ui/button/button';
import { Centered } from '../../../ui/centered/centered';
import screenStyles from '../../../ui/screen/screen.module.css';
import { InstScreen } from '../components/inst-screen';
import styles from '../components/institute.module.css';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.result;

function resultOf(state: unknown): InviteAcceptResponse | null {
  if (typeof state !== 'object' || state === null || !('result' in state)) return null;
  return (state as { result: InviteAcceptResponse }).result;
}

/** InstConnectResult: the user is connected; on to the academy's home (already the current academy). */
export function InstConnectResultPage() {
  const result = resultOf(useLocation().state);
  return (
    <InstScreen screen="InstConnectResult" fallbackTitle="학원 연결 완료" hideBack>
      <Centered>
        <h2 className={styles.heroTitle}>{result ? T.title(result.instNm) : T.fallbackTitle}</h2>
        {result && <p className={screenStyles.lead}>{T.lead(ROLE_LABELS[result.role])}</p>}
        {result?.studentNm && result.purpose !== 'student' && (
          <p className={screenStyles.lead}>{T.child(result.studentNm)}</p>
        )}
      </Centered>
      <ActionRow itemMinWidth={160}>
        <Link to="/instMainTF" className={buttonClassName({ variant: 'primary', size: 'lg' })}>
          {T.goHome}
        </Link>
        <Link to="/v3/ConnectInstList" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
          {T.myInsts}
        </Link>
      </ActionRow>
    </InstScreen>
  );
}
