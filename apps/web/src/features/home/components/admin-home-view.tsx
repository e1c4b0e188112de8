import type { AdminHome } from '@academy/domain/home/home.schema';
import { useCurrentInst } from '../../../lib/session/use-current-inst';
import { HOME_TEXTS } from '../home.texts';
import { BillsMonthCard } from './bills-month-card';
import { CashBookMonthCard } from './cash-book-month-card';
import { ChatCard } from './chat-card';
import { DeskActivityCard } from './desk-activity-card';
import { FeedCard } from './feed-card';
import { HomeGrid } from './home-card';
import { JoinRequestPanel } from './join-request-panel';
import { NextStepsCard } from './next-steps-card';
import { NoticesCard } from './notices-card';
import { NotificationsCard } from './notifications-card';
import { StudentsStatusCard } from './students-status-card';
import { TodayClassesCard } from './today-classes-card';

/** A director's or manager's home: only the cards their permission codes open (the server leaves the rest out). */
export function AdminHomeView({ home }: { home: AdminHome }) {
  const inst = useCurrentInst();
  // The month's money: the director, and managers holding 결제 조회 (041) or 결제 등록 (042).
  const money = inst.can('041') || inst.can('042');
  // The month's 입출금: the director, and managers holding 입출금 조회 (061) or 입출금 등록 (062).
  const cashBook = inst.can('061') || inst.can('062');
  return (
    <HomeGrid>
      <NextStepsCard steps={home.nextSteps} />
      {home.todayClasses && <TodayClassesCard items={home.todayClasses} />}
      {home.desk && <DeskActivityCard desk={home.desk} />}
      {home.studentsByStatus && <StudentsStatusCard counts={home.studentsByStatus} />}
      {money && <BillsMonthCard instId={home.instId} />}
      {cashBook && <CashBookMonthCard instId={home.instId} />}
      {home.joinRequests && <JoinRequestPanel instId={home.instId} />}
      <NotificationsCard items={home.notifications.recent} unreadCount={home.notifications.unreadCount} />
      <ChatCard instId={home.instId} />
      <NoticesCard instId={home.instId} />
      <FeedCard
        instId={home.instId}
        filter={{ scope: 'AS' }}
        title={HOME_TEXTS.feed.staffTitle}
        empty={HOME_TEXTS.feed.staffEmpty}
        allLink="/v3/feed/AS"
      />
    </HomeGrid>
  );
}
