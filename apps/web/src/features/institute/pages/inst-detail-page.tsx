import type { MembershipSummary } from '@academy/domain/account/account.schema';
import { formatDate } from '@academy/domain/format/format.date';
import { INST_TYPE_LABELS } from '@academy/domain/institute/institute.constants';
import { regionName } from '@academy/domain/institute/institute.rules';
import { displayPhoneNo } from '@academy/domain/phone/phone.rules';
import { useId } from 'react';
import { Link } from 'react-router';
import { ActionRow } from '../../../ui/action-row/action-row';
import { Badge } from '../../../ui/badge/badge';
import { buttonClassName } from '../../../ui/button/button';
import screenStyles from '../../../ui/screen/screen.module.css';
import { Section } from '../../../ui/section/section';
import { useInstitute } from '../api/get-institute';
import { InstScreen } from '../components/inst-screen';
import styles from '../components/institute.module.css';
import { LoadFailed, Loading, WithCurrentInst } from '../components/require-member';
import { INSTITUTE_TEXTS } from '../institute.texts';
import { useSyncInstSlice } from '../lib/use-sync-inst-slice';

const T = INSTITUTE_TEXTS.detail;

function DetailContent({ membership }: { membership: MembershipSummary }) {
  const inst = useInstitute(membership.instId);
  const titleId = useId();
  useSyncInstSlice(inst.data);
  if (inst.isPending) return <Loading />;
  if (inst.isError) return <LoadFailed onRetry={() => void inst.refetch()} />;
  const detail = inst.data;
  const address = [detail.address, detail.detailAddress].filter(Boolean).join(' ');
  return (
    <>
      <Section aria-labelledby={titleId}>
        {detail.logoUrl && (
          <img src={detail.logoUrl} alt={INSTITUTE_TEXTS.form.logoAlt(detail.instNm)} className={styles.logo} />
        )}
        <h2 id={titleId} className={styles.heroTitle}>
          {detail.instNm}
        </h2>
        <dl className={styles.facts}>
          <dt>{T.instTpCd}</dt>
          <dd>{INST_TYPE_LABELS[detail.instTpCd]}</dd>
          <dt>{T.subjects}</dt>
          <dd>
            <span className={screenStyles.badges}>
              {detail.subjects.map((subject) => (
                <Badge key={subject} tone="secondary">
                  {subject}
                </Badge>
              ))}
            </span>
          </dd>
          <dt>{T.address}</dt>
          <dd>{address || INSTITUTE_TEXTS.common.none}</dd>
          <dt>{T.telNo}</dt>
          <dd>{displayPhoneNo(detail.telNo)}</dd>
          <dt>{T.bizRegNo}</dt>
          <dd>{detail.bizRegNo ?? INSTITUTE_TEXTS.common.none}</dd>
          <dt>{T.president}</dt>
          <dd>{detail.presidentNm}</dd>
          <dt>{T.regions}</dt>
          <dd>{detail.regions.length ? detail.regions.map(regionName).join(', ') : T.noRegions}</dd>
          <dt>{T.createdAt}</dt>
          <dd>{formatDate(new Date(detail.createdAt))}</dd>
        </dl>
      </Section>
      <ActionRow itemMinWidth={160}>
        {detail.my.canEdit && (
          <>
            <Link to="/instEditInfoN" className={buttonClassName({ variant: 'primary' })}>
              {T.edit}
            </Link>
            <Link to="/v3/SettingArea" className={buttonClassName({ variant: 'outline' })}>
              {T.regionsEdit}
            </Link>
          </>
        )}
        <Link to="/v3/inst/extra" className={buttonClassName({ variant: 'outline' })}>
          {T.extra}
        </Link>
      </ActionRow>
    </>
  );
}

/** /instDetailInfoN: the current academy's details, for every member. */
export function InstDetailPage() {
  return (
    <InstScreen screen="instDetailInfoN" fallbackTitle="학원 상세 정보">
      <WithCurrentInst>
        {(membership) => <DetailContent key={membership.instId} membership={membership} />}
      </WithCurrentInst>
    </InstScreen>
  );
}
