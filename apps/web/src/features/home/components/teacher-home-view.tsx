import type { TeacherHome } from '@academy/domain/home/home.schema';
import { HOME_TEXTS } from '../home.texts';
import { ChatCard } from './chat-card';
import { FeedCard } from './feed-card';
import { HomeGrid } from './home-card';
import { HomeworkCard } from './homework-card';
import { MyStudentsCard } from './my-students-card';
import { NoticesCard } from './notices-card';
import { NotificationsCard } from './notifications-card';
import { ReportsCard } from './reports-card';
import { TodayClassesCard } from './today-classes-card';
import { WeekScheduleCard } from './week-schedule-card';

/**
 * A teacher's home: their classes today (each opening today's sheet), their students, the homework
 * waiting for a check and the reports still to write, their week.
 */
export function TeacherHomeView({ home }: { home: TeacherHome }) {
  return (
    <HomeGrid>
      <TodayClassesCard
        items={home.myClassesToday}
        title={HOME_TEXTS.classes.teacherTitle}
        empty={HOME_TEXTS.classes.teacherEmpty}
      />
      <MyStudentsCard count={home.myStudents.count} />
      <HomeworkCard instId={home.instId} />
      <ReportsCard instId={home.instId} />
      <NotificationsCard items={home.notifications.recent} unreadCount={home.notifications.unreadCount} />
      <ChatCard instId={home.instId} />
      <WeekScheduleCard week={home.week} today={home.today} />
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
