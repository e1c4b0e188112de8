import { Link, useSearchParams } from 'react-router';
import { useCurrentInst } from '../../../lib/session/use-current-inst';
import { buttonClassName } from '../../../ui/button/button';
import { Centered } from '../../../ui/centered/centered';
import { List, ListItem } from '../../../ui/list/list';
import screenStyles from '../../../ui/screen/screen.module.css';
import { useInstitute } from '../api/get-institute';
import { InstScreen } from '../components/inst-screen';
import styles from '../components/institute.module.css';
import { SignedIn } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.createDone;

function DoneContent({ complete }: { complete: boolean }) {
  const [params] = useSearchParams();
  const current = useCurrentInst().membership;
  const instId = params.get('instId') ?? current?.instId ?? '';
  const inst = useInstitute(instId);
  const instNm = inst.data?.instNm ?? (current?.instId === instId ? current.instNm : null);
  return (
    <>
      <Centered>
        <h2 className={styles.heroTitle}>{complete ? T.completeTitle : instNm ? T.title(instNm) : T.fallbackTitle}</h2>
        <p className={screenStyles.lead}>{complete ? T.completeLead : T.lead}</p>
      </Centered>
      {!complete && (
        <List
          label={T.lead}
          items={T.steps}
          getKey={(step) => step.to}
          renderItem={(step, index) => (
            <ListItem title={`${index + 1}. ${step.title}`} description={step.description} to={step.to} />
          )}
        />
      )}
      <Link to="/instMainTF" className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}>
        {T.goHome}
      </Link>
    </>
  );
}

/** /instCreateDoneTF: the academy is open; what to do next. */
export function InstCreateDonePage() {
  return (
    <InstScreen screen="instCreateDoneTF" fallbackTitle="학원 만들기 완료" hideBack>
      <SignedIn>{() => <DoneContent complete={false} />}</SignedIn>
    </InstScreen>
  );
}

/** /instCreateCompleteTF: the opening is finished; on to the academy's home. */
export function InstCreateCompletePage() {
  return (
    <InstScreen screen="instCreateCompleteTF" fallbackTitle="학원 개설 완료" hideBack>
      <SignedIn>{() => <DoneContent complete />}</SignedIn>
    </InstScreen>
  );
}
