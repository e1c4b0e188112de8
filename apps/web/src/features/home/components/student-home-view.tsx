import type { StudentHome } from '@academy/domain/home/home.schema';
import { EmptyState } from '../../../ui/empty-state/empty-state';
import { HOME_TEXTS } from '../home.texts';
import { BillsDueCard } from './bills-due-card';
import { ChatCard } from './chat-card';
import { DeskPinCard } from './desk-pin-card';
import { FeedCard } from './feed-card';
import { GradesCard } from './grades-card';
import { HomeGrid } from './home-card';
import { HomeworkCard } from './homework-card';
import { LessonsCard } from './lessons-card';
import { MonthAttendanceCard } from './month-attendance-card';
import { NoticesCard } from './notices-card';
import { ReportsCard } from './reports-card';

const T = HOME_TEXTS.student;

/**
 * A student's home: today's timetable, homework due, their 출결 번호, latest grades and report, this
 * month's attendance and the tuition still due.
 */
export function StudentHomeView({ home }: { home: StudentHome }) {
  if (!home.me) return <EmptyState title={T.noRecord} description={T.noRecordHint} />;
  return (
    <HomeGrid>
      <LessonsCard title={T.todayTitle} label={T.todayLabel} empty={T.noLessons} lessons={home.todayLessons} />
      <HomeworkCard instId={home.instId} studentId={home.me.studentId} />
      <DeskPinCard deskPin={home.deskPin} />
      <GradesCard instId={home.instId} studentId={home.me.studentId} />
      <ReportsCard instId={home.instId} studentId={home.me.studentId} />
      <MonthAttendanceCard month={home.month} summary={home.monthSummary} />
      <BillsDueCard instId={home.instId} />
      <ChatCard instId={home.instId} />
      <NoticesCard instId={home.instId} />
      <FeedCard
        instId={home.instId}
        filter={{ scope: 'AS' }}
        title={HOME_TEXTS.feed.studentTitle}
        empty={HOME_TEXTS.feed.staffEmpty}
        allLink="/v3/feed/AS"
      />
    </HomeGrid>
  );
}
