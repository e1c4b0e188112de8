import {
  STICKY_BOTTOM_TAB_FEATURES,
  type StickyBottomTabFeature,
  stickyBottomTabFeatureOf,
} from '@academy/domain/navigation/navigation.constants';
import { useLocation } from 'react-router';
import { BottomTabBar, type BottomTabItem } from '../../ui/bottom-tab-bar/bottom-tab-bar';
import { APP_TEXTS } from '../app-texts';
import { ROUTE_MAP } from '../route-map';
import styles from './app-layout.module.css';

/** The screen each sticky feature's tab opens: the feature's main route in the route map. */
const MAIN_ROUTE_IDS: Record<StickyBottomTabFeature, string> = {
  feed: 'feedPageTF',
  deskAttendance: 'attendanceDeskMain',
  attendance: 'AttendanceClassList',
  bill: 'InstBill',
  learningReport: 'InstReportList',
  gradeRecord: 'GradeManagement',
  chat: 'chatRoomListMain',
};

function mainPathOf(feature: StickyBottomTabFeature): string {
  const entry = ROUTE_MAP.find((candidate) => candidate.id === MAIN_ROUTE_IDS[feature]);
  if (!entry) throw new Error(`Route map: no main route ${MAIN_ROUTE_IDS[feature]} for the ${feature} tab`);
  return entry.path;
}

export type StickyBottomTab = BottomTabItem & { feature: StickyBottomTabFeature };

/** One tab per SPEC §9 sticky feature, in the domain's order. */
export const STICKY_BOTTOM_TABS: readonly StickyBottomTab[] = STICKY_BOTTOM_TAB_FEATURES.map((feature) => ({
  feature,
  to: mainPathOf(feature),
  label: APP_TEXTS.bottomTabs[feature],
}));

/**
 * The bottom tab bar of the sticky features (SPEC §9): shown on phones (≤ 820px, by CSS) on every
 * screen of those features, with the current feature's tab marked; nothing elsewhere.
 */
export function StickyBottomTabs() {
  const { pathname } = useLocation();
  const feature = stickyBottomTabFeatureOf(pathname);
  const current = STICKY_BOTTOM_TABS.find((tab) => tab.feature === feature);
  if (!current) return null;
  return <BottomTabBar items={STICKY_BOTTOM_TABS} current={current.to} className={styles.bottomTabs} />;
}
