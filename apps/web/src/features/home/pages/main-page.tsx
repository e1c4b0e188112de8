import { ROLE_LABELS } from '@academy/domain/access/access.roles';
import type { MeResponse } from '@academy/domain/account/account.schema';
import { Link } from 'react-router';
import { PRODUCT_SHORT_NAME } from '../../../lib/product';
import { useRouteTitle } from '../../../lib/routing/route-entry';
import { useMe } from '../../../lib/session/get-me';
import { sessionFieldsFromMe } from '../../../lib/session/session-common';
import { LOGIN_PATH } from '../../../lib/session/sign-in-path';
import { patchCommon } from '../../../store/common-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { Badge } from '../../../ui/badge/badge';
import { BrandName } from '../../../ui/brand-name/brand-name';
import { buttonClassName } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { Header } from '../../../ui/header/header';
import { List, ListItem } from '../../../ui/list/list';
import { Spinner } from '../../../ui/spinner/spinner';
import { AccountControls } from '../components/account-controls';
import { HOME_TEXTS } from '../home.texts';
import styles from './main-page.module.css';

/**
 * /mainTF. For now (the role home comes with a later issue): a visitor sees what the product is,
 * with 로그인 and 회원가입; a signed-in user is greeted, sees their academies (and picks the current
 * one), and has their name, 로그아웃 and, for a parent of several children, the child picker up top.
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

type Academy = { instId: string; instNm: string; roles: MeResponse['memberships'][number]['role'][] };

function academiesOf(me: MeResponse): Academy[] {
  const byId = new Map<string, Academy>();
  for (const membership of me.memberships) {
    const academy = byId.get(membership.instId) ?? { instId: membership.instId, instNm: membership.instNm, roles: [] };
    if (!academy.roles.includes(membership.role)) academy.roles.push(membership.role);
    byId.set(membership.instId, academy);
  }
  return [...byId.values()];
}

function SignedInHome({ me }: { me: MeResponse }) {
  const current = useAppSelector((state) => state.common.instId);
  const childUserId = useAppSelector((state) => state.common.childUserId);
  const dispatch = useAppDispatch();
  const academies = academiesOf(me);
  return (
    <>
      <h2 className={styles.greeting}>{HOME_TEXTS.greeting(me.user.userNm)}</h2>
      <div className={styles.card}>
        <h3 className={styles.cardTitle}>{HOME_TEXTS.academiesTitle}</h3>
        {academies.length === 0 ? (
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
              </div>
            }
          />
        ) : (
          <List
            label={HOME_TEXTS.academiesLabel}
            items={academies}
            getKey={(academy) => academy.instId}
            renderItem={(academy) => (
              <ListItem
                title={academy.instNm}
                description={
                  <span className={styles.badges}>
                    {academy.roles.map((role) => (
                      <Badge key={role} tone="secondary">
                        {ROLE_LABELS[role]}
                      </Badge>
                    ))}
                  </span>
                }
                trailing={academy.instId === current ? <Badge tone="primary">{HOME_TEXTS.current}</Badge> : undefined}
                onClick={
                  academy.instId === current
                    ? undefined
                    : () => dispatch(patchCommon(sessionFieldsFromMe(me, { instId: academy.instId, childUserId })))
                }
              />
            )}
          />
        )}
      </div>
    </>
  );
}
