import type { MeResponse } from '@academy/domain/account/account.schema';
import { formatTime } from '@academy/domain/format/format.date';
import type { ChildAcademy } from '@academy/domain/home/home.schema';
import { gradeLabel } from '@academy/domain/students/students.rules';
import { useId } from 'react';
import { useCurrentInst } from '../../../lib/session/use-current-inst';
import { useSwitchInst } from '../../../lib/session/use-switch-inst';
import { Badge } from '../../../ui/badge/badge';
import { SectionTitle } from '../../../ui/section/section';
import { TextLink } from '../../../ui/text-link/text-link';
import { HOME_TEXTS } from '../home.texts';
import { BillsDueCard } from './bills-due-card';
import { FeedCard } from './feed-card';
import { GradesCard } from './grades-card';
import { HomeCard, HomeGrid } from './home-card';
import styles from './home-card.module.css';
import { HomeworkCard } from './homework-card';
import { LessonsCard } from './lessons-card';
import { NoticesCard } from './notices-card';
import { NotificationsCard } from './notifications-card';
import { ReportsCard } from './reports-card';
import { WeekScheduleCard } from './week-schedule-card';

const T = HOME_TEXTS.parent;

function VisitsCard({ visits }: { visits: ChildAcademy['visits'] }) {
  return (
    <HomeCard title={T.visitsTitle} level={3}>
      {visits.length === 0 ? (
        <p className={styles.muted}>{T.noVisit}</p>
      ) : (
        <ul className={styles.list} aria-label={T.visitsLabel}>
          {visits.map((visit) => (
            <li key={visit.checkInAt} className={styles.row}>
              <span className={styles.rowTitle}>{HOME_TEXTS.desk.checkIn(formatTime(new Date(visit.checkInAt)))}</span>
              {visit.checkOutAt ? (
                <span className={styles.rowMeta}>
                  {HOME_TEXTS.desk.checkOut(formatTime(new Date(visit.checkOutAt)))}
                </span>
              ) : (
                <Badge tone={visit.onBreak ? 'yellow' : 'primary'}>
                  {visit.onBreak ? HOME_TEXTS.desk.onBreak : HOME_TEXTS.desk.insideNow}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

/**
 * One child at one academy, under the academy's name: today's check-in and check-out, today's
 * attendance per class, this week's study time (순공) and timetable, the notifications about the
 * child and the tuition still due for them. Its history opens at that academy (made the current one first).
 */
export function ChildAcademyGroup({
  me,
  section,
  today,
}: {
  me: MeResponse | null;
  section: ChildAcademy;
  today: string;
}) {
  const titleId = useId();
  const switchInst = useSwitchInst();
  const current = useCurrentInst().instId;
  const name = section.student.studentNm;
  const member = me?.memberships.some((membership) => membership.instId === section.instId) ?? false;
  const openHere = () => {
    if (me && member && current !== section.instId) {
      switchInst(me, section.instId);
    }
  };
  return (
    <section aria-labelledby={titleId} className={styles.group}>
      <div className={styles.groupHeader}>
        <SectionTitle id={titleId}>{section.instNm}</SectionTitle>
        <span className={styles.rowMeta}>
          {[
            section.student.studentNm,
            section.student.gradeYear ? gradeLabel(section.student.gradeYear) : null,
            section.student.schoolNm,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {section.student.status === 'paused' && <Badge tone="yellow">{T.paused}</Badge>}
        {section.student.status === 'left' && <Badge tone="neutral">{T.left}</Badge>}
      </div>
      <HomeGrid>
        <VisitsCard visits={section.visits} />
        <LessonsCard
          title={T.lessonsTitle}
          label={T.lessonsLabel}
          empty={T.noLessons}
          lessons={section.todayLessons}
          level={3}
        />
        <HomeCard title={T.studyTitle} level={3}>
          <p className={styles.big}>{T.study(section.studyMinutesWeek)}</p>
          <p className={styles.muted}>{T.studyHint}</p>
          {member && (
            <TextLink
              to={`/v3/AttendanceHistory?studentId=${encodeURIComponent(section.student.studentId)}`}
              variant="strong"
              onClick={openHere}
            >
              {current === section.instId ? T.history : T.switchTo(section.instNm)}
            </TextLink>
          )}
        </HomeCard>
        <WeekScheduleCard week={section.week} today={today} title={HOME_TEXTS.week.timetableTitle} level={3} />
        <NotificationsCard
          items={section.notifications}
          title={T.notificationsTitle}
          empty={T.noNotifications(name)}
          level={3}
        />
        {member && (
          <BillsDueCard instId={section.instId} studentId={section.student.studentId} level={3} onOpen={openHere} />
        )}
        {member && <NoticesCard instId={section.instId} level={3} onOpen={openHere} />}
        {member && (
          <HomeworkCard instId={section.instId} studentId={section.student.studentId} level={3} onOpen={openHere} />
        )}
        {member && (
          <GradesCard instId={section.instId} studentId={section.student.studentId} level={3} onOpen={openHere} />
        )}
        {member && (
          <ReportsCard instId={section.instId} studentId={section.student.studentId} level={3} onOpen={openHere} />
        )}
        {member && (
          <FeedCard
            instId={section.instId}
            filter={{ scope: 'UH', studentId: section.student.studentId }}
            title={HOME_TEXTS.feed.childTitle}
            empty={HOME_TEXTS.feed.childEmpty(name)}
            allLink={`/v3/feed/UH?studentId=${encodeURIComponent(section.student.studentId)}`}
            level={3}
            onOpen={openHere}
          />
        )}
      </HomeGrid>
    </section>
  );
}
