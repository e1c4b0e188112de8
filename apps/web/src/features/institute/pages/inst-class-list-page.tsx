import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { InstScreen } from '../components/inst-screen';
import { WithCurrentInst } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.classList;

/** /v3/inst/classlist: the academy's classes; empty until the classes feature lands (no made-up rows). */
export function InstClassListPage() {
  return (
    <InstScreen screen="instClassList" fallbackTitle="학원 반 목록">
      <WithCurrentInst>
        {(membership) => (
          <EmptyState
            title={T.empty}
            description={T.emptyHint}
            action={
              membership.role === 'DIRECTOR' ? (
                <Link to="/classCreate" className={buttonClassName({ variant: 'outline' })}>
                  {T.create}
                </Link>
              ) : undefined
            }
          />
        )}
      </WithCurrentInst>
    </InstScreen>
  );
}
