import type { IsoDate } from '@academy/domain/calendar/calendar.rules';
import type {
  DeskVisitToday,
  HomeLesson,
  HomeNotification,
  HomeStudent,
  StudentLesson,
  WeekSchedule,
} from '@academy/domain/home/home.schema';
import { type DateRange, daysOf } from '@academy/domain/schedule/schedule.rules';
import type { VisitRow } from '../../platform/desk/desk-visits';
import type { LessonRow, NotificationRow, StudentRecordRow } from './home.queries';

/** Rows of the homes' queries as the API speaks them. */

const iso = (value: Date | string) => new Date(value).toISOString();

const dateText = (value: Date | string | null): string | null => {
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
};

export function lessonOf(row: LessonRow): HomeLesson {
  return {
    classId: row.class_id,
    classNm: row.class_nm,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    room: row.room,
    kind: row.kind,
  };
}

export const studentLessonOf = (row: LessonRow): StudentLesson => ({ ...lessonOf(row), status: row.status });

/** The lessons of a week, every day of it listed (Monday to Sunday), empty days included. */
export function weekOf(range: DateRange, rows: readonly LessonRow[]): WeekSchedule {
  return {
    from: range.from,
    to: range.to,
    days: daysOf(range).map((date: IsoDate) => ({
      date,
      lessons: rows.filter((row) => row.date === date).map(lessonOf),
    })),
  };
}

export function notificationOf(row: NotificationRow): HomeNotification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: iso(row.created_at),
    read: row.read_at !== null,
  };
}

export function homeStudentOf(row: StudentRecordRow): HomeStudent {
  return {
    studentId: row.id,
    studentNm: row.student_nm,
    userId: row.user_id,
    status: row.status,
    statusSince: dateText(row.status_since),
    schoolNm: row.school_nm,
    gradeYear: row.grade_year,
  };
}

export function visitTodayOf(row: VisitRow): DeskVisitToday {
  return {
    checkInAt: iso(row.check_in_at),
    checkOutAt: row.check_out_at ? iso(row.check_out_at) : null,
    onBreak: row.check_out_at === null && row.breaks.some((b) => b.backAt === null),
  };
}
