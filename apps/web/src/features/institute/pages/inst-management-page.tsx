import type { MembershipSummary } from '@academy/domain/account/account.schema';
import {
  isManagementSection,
  MANAGEMENT_SECTION_LABELS,
  MANAGEMENT_SECTIONS,
  visibleManagementMenu,
} from '@academy/domain/institute/institute.menu';
import { useNavigate, useParams } from 'react-router';
import { List, ListItem } from '../../../ui/list/list';
import { Tabs } from '../../../ui/tabs/tabs';
import { InstScreen } from '../components/inst-screen';
import { WithCurrentInst } from '../components/require-member';
import styles from '../components/screen.module.css';
import { INSTITUTE_TEXTS } from '../institute.texts';

const T = INSTITUTE_TEXTS.management;

function ManagementMenu({ membership }: { membership: MembershipSummary }) {
  const { mng } = useParams();
  const navigate = useNavigate();
  const section = isManagementSection(mng) ? mng : 'info';
  const member = { role: membership.role, authCd: membership.authCd };
  return (
    <>
      <p className={styles.muted}>{membership.instNm}</p>
      <Tabs
        label={T.sectionsLabel}
        value={section}
        onValueChange={(next) => navigate(`/instManagementTF/${next}`, { replace: true })}
        items={MANAGEMENT_SECTIONS.map((key) => ({
          value: key,
          label: MANAGEMENT_SECTION_LABELS[key],
          content: (
            <List
              label={MANAGEMENT_SECTION_LABELS[key]}
              items={visibleManagementMenu(member, key)}
              getKey={(item) => item.key}
              emptyText={T.empty}
              renderItem={(item) => <ListItem title={item.label} description={item.description} to={item.to} />}
            />
          ),
        }))}
      />
    </>
  );
}

/**
 * /instManagementTF/:mng: the academy management menu, one tab per section (`info`, `people`,
 * `connect`); each item shows by its `showPermissionList` and permission code (domain menu rules).
 */
export function InstManagementPage() {
  return (
    <InstScreen screen="instManagementTF" fallbackTitle="학원 관리">
      <WithCurrentInst>{(membership) => <ManagementMenu membership={membership} />}</WithCurrentInst>
    </InstScreen>
  );
}
