import { bottomTabs, type NavMembership, type NavTabLink } from '@academy/domain/navigation/navigation.menu';
import type { ReactNode } from 'react';
import { BottomTabBar } from '../../ui/bottom-tab-bar/bottom-tab-bar';
import {
  IconBell,
  IconCalendar,
  IconCalendarCheck,
  IconChat,
  IconClock,
  IconHome,
  IconInbox,
  IconMenu,
  IconUsers,
} from '../../ui/icon/icons';
import { NAVIGATION_TEXTS } from './navigation.texts';

const ICONS: Readonly<Record<string, ReactNode>> = {
  home: <IconHome size={22} />,
  feed: <IconInbox size={22} />,
  attendanceClasses: <IconCalendarCheck size={22} />,
  attendanceHistory: <IconCalendarCheck size={22} />,
  monthlySchedule: <IconCalendar size={22} />,
  timetable: <IconClock size={22} />,
  students: <IconUsers size={22} />,
  notifications: <IconBell size={22} />,
  chat: <IconChat size={22} />,
  menu: <IconMenu size={22} />,
};

/** The tabs of a user with their icons; 알림 and 채팅 carry their unread counts. */
export function tabItemsFor(memberships: readonly NavMembership[], unreadCount = 0, chatUnreadCount = 0) {
  return bottomTabs(memberships).map((tab: NavTabLink) => ({
    to: tab.to,
    label: tab.label,
    icon: ICONS[tab.key],
    ...(tab.key === 'notifications' ? { badgeCount: unreadCount } : {}),
    ...(tab.key === 'chat' ? { badgeCount: chatUnreadCount } : {}),
  }));
}

export type StickyBottomTabsProps = {
  memberships: readonly NavMembership[];
  /** The `to` of the tab to mark as current. */
  current: string | undefined;
  /** My unread notifications, on the 알림 tab. */
  unreadCount?: number;
  /** My unread chat messages, on the 채팅 tab. */
  chatUnreadCount?: number;
  className?: string;
};

/**
 * The bottom tab bar of phones (SPEC §9): 홈, the destinations the user's roles work with, 전체. The
 * layout shows it on the home, the navigation's destinations and the sticky features' screens.
 */
export function StickyBottomTabs({
  memberships,
  current,
  unreadCount,
  chatUnreadCount,
  className,
}: StickyBottomTabsProps) {
  return (
    <BottomTabBar
      items={tabItemsFor(memberships, unreadCount, chatUnreadCount)}
      label={NAVIGATION_TEXTS.bottomMenu}
      current={current ?? ''}
      className={className}
    />
  );
}
