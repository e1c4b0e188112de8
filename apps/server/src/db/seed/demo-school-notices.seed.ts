import { businessDateOf } from '@academy/domain/format/format.business-date';
import { noticeLink, noticeNotification, noticeRecipients } from '@academy/domain/notice/notice.rules';
import type { NoticeAudience } from '@academy/domain/notice/notice.schema';
import { resolveAudience } from '../../features/notices/notices.audience';
import { insertNotice, replaceTargets } from '../../features/notices/notices.queries';
import { insertRecipients } from '../../features/notices/notices.reads.queries';
import { auditTarget, writeAudit } from '../../platform/audit/audit';
import { newId } from '../../platform/ids/new-id';
import type { SeededClass } from './demo-classes.seed';
import { insertRows } from './demo-insert';
import type { DemoNotice } from './demo-notices.seed';
import type { SeededAcademy } from './demo-roster.seed';
import { type DemoWorld, userOf } from './demo-world';

/**
 * The notices (공지) of the demo academies, written as the app writes them — the notice, what its
 * writer chose, who it reached when it was sent (per child, with their family's accounts), its
 * history — with partial read lists: a pinned academy-wide notice most have read, a 확인 요청 to two
 * classes the demo parent has read and confirmed (counting for both her children), a teacher's
 * notice nobody has opened yet, one only the student read, and an advertising notice still waiting
 * for its send time. Their notifications go into the bell with the rest (demo-notices.seed).
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;

type Audience = { kind: 'academy' } | { kind: 'classes'; classNms: string[] };

type DemoSchoolNotice = {
  writer: string;
  title: string;
  content: string;
  audience: Audience;
  /** Sent this many hours ago; or, with `inHours`, waiting to be sent. */
  hoursAgo?: number;
  inHours?: number;
  pinned?: boolean;
  confirmRequested?: boolean;
  advertising?: boolean;
  /** Demo accounts that opened it, minutes after it was sent, and whether they tapped 확인했습니다. */
  readers?: { loginId: string; afterMinutes: number; confirm?: boolean }[];
};

const HANBIT_NOTICES: readonly DemoSchoolNotice[] = [
  {
    writer: 'director',
    title: '12월 학원 휴원일 안내',
    content:
      '12월 25일(성탄절)과 1월 1일(신정)은 학원이 쉽니다.\n해당 요일의 수업은 담당 선생님께서 보강 일정을 따로 안내해 드립니다.\n따뜻한 연말 보내세요.',
    audience: { kind: 'academy' },
    hoursAgo: 6 * 24,
    pinned: true,
    readers: [
      { loginId: 'manager', afterMinutes: 5 },
      { loginId: 'teacher', afterMinutes: 12 },
      { loginId: 'parent', afterMinutes: 40 },
      { loginId: 'student', afterMinutes: 180 },
    ],
  },
  {
    writer: 'director',
    title: '겨울방학 특강 신청 안내 (확인 부탁드립니다)',
    content:
      '겨울방학 동안 학년별 특강이 열립니다.\n- 기간: 12월 29일 ~ 2월 20일\n- 신청: 12월 15일까지 학원으로 연락 주세요\n내용을 확인하셨으면 아래 "확인했습니다"를 눌러 주세요.',
    audience: { kind: 'classes', classNms: ['중3 수학 심화반', '초등 사고력 수학'] },
    hoursAgo: 2 * 24,
    confirmRequested: true,
    readers: [
      { loginId: 'teacher', afterMinutes: 20 },
      { loginId: 'parent', afterMinutes: 55, confirm: true },
    ],
  },
  {
    writer: 'teacher',
    title: '고2 미적분 단원평가 안내',
    content: '다음 주 화요일 수업 시간에 적분 단원평가를 봅니다. 교재 5단원 연습문제를 복습해 오세요.',
    audience: { kind: 'classes', classNms: ['고2 미적분'] },
    hoursAgo: 26,
  },
  {
    writer: 'teacher',
    title: '중3 심화반 교재 안내',
    content: '이번 주부터 새 교재(고등 수학 입문)로 수업합니다. 첫 수업에 교재를 꼭 챙겨 오세요.',
    audience: { kind: 'classes', classNms: ['중3 수학 심화반'] },
    hoursAgo: 5,
    readers: [{ loginId: 'student', afterMinutes: 30 }],
  },
  {
    writer: 'director',
    title: '겨울 특강 설명회 안내',
    content:
      '12월 첫째 주 토요일 오전 11시, 학원 1강의실에서 겨울 특강 설명회를 엽니다. 자리가 한정되어 있으니 미리 신청해 주세요.',
    audience: { kind: 'academy' },
    inHours: 20,
    advertising: true,
  },
];

const SAESOL_NOTICES: readonly DemoSchoolNotice[] = [
  {
    writer: 'director2',
    title: '12월 수업 일정 안내',
    content: '12월 셋째 주에는 원어민 선생님 특별 수업이 있습니다. 평소와 같은 시간에 등원해 주세요.',
    audience: { kind: 'academy' },
    hoursAgo: 3 * 24,
    readers: [{ loginId: 'parent', afterMinutes: 90 }],
  },
];

const NOTICES_BY_ACADEMY: Readonly<Record<string, readonly DemoSchoolNotice[]>> = {
  한빛수학학원: HANBIT_NOTICES,
  새솔영어학원: SAESOL_NOTICES,
};

/**
 * Writes one academy's notices and answers their notifications (one per person told, read when the
 * person opened the notice), for the bell.
 */
export async function writeDemoSchoolNotices(
  world: DemoWorld,
  seeded: SeededAcademy,
  classes: readonly SeededClass[],
): Promise<DemoNotice[]> {
  const { db, now } = world;
  const { instId, academy } = seeded;
  const bell: DemoNotice[] = [];
  const reads: { inst_id: string; notice_id: string; user_id: string; read_at: Date; confirmed_at: Date | null }[] = [];
  for (const spec of NOTICES_BY_ACADEMY[academy.instNm] ?? []) {
    const writerId = userOf(world, spec.writer);
    const sentAt = spec.hoursAgo === undefined ? null : new Date(now.getTime() - spec.hoursAgo * HOUR);
    const sendAt = spec.inHours === undefined ? null : new Date(now.getTime() + spec.inHours * HOUR);
    const writtenAt = sentAt ?? new Date(now.getTime() - 2 * HOUR);
    const audience: NoticeAudience =
      spec.audience.kind === 'academy'
        ? { kind: 'academy' }
        : {
            kind: 'classes',
            classIds: (spec.audience as Extract<Audience, { kind: 'classes' }>).classNms.map((classNm) => {
              const found = classes.find((cls) => cls.classNm === classNm);
              if (!found) throw new Error(`no demo class ${classNm}`);
              return found.id;
            }),
          };
    const notice = await insertNotice(db, {
      inst_id: instId,
      id: newId(),
      writer_user_id: writerId,
      title: spec.title,
      content: spec.content,
      audience_kind: audience.kind,
      pinned: spec.pinned ?? false,
      confirm_requested: spec.confirmRequested ?? false,
      advertising: spec.advertising ?? false,
      send_at: sendAt,
      publish_at: sendAt ?? writtenAt,
      sent_at: sentAt,
      created_at: writtenAt,
      updated_at: writtenAt,
    });
    await replaceTargets(db, instId, notice.id, audience);
    await writeAudit(db, {
      instId,
      actorUserId: writerId,
      action: 'notice.create',
      target: auditTarget('notice', notice.id),
      before: null,
      after: { title: spec.title, audience },
      at: writtenAt,
    });
    if (!sentAt) continue;

    const resolved = await resolveAudience(db, instId, audience, businessDateOf(sentAt));
    const recipients = noticeRecipients({ ...resolved, writerUserId: writerId });
    await insertRecipients(db, {
      instId,
      noticeId: notice.id,
      studentIds: recipients.studentIds,
      rows: recipients.rows,
    });
    await writeAudit(db, {
      instId,
      actorUserId: writerId,
      action: 'notice.send',
      target: auditTarget('notice', notice.id),
      before: null,
      after: { studentMaxCnt: recipients.studentIds.length, told: recipients.userIds.length },
      at: sentAt,
    });
    const readAtOf = new Map<string, Date>();
    for (const reader of spec.readers ?? []) {
      const userId = userOf(world, reader.loginId);
      if (!recipients.userIds.includes(userId)) continue;
      const readAt = new Date(Math.min(now.getTime(), sentAt.getTime() + reader.afterMinutes * MINUTE));
      readAtOf.set(userId, readAt);
      reads.push({
        inst_id: instId,
        notice_id: notice.id,
        user_id: userId,
        read_at: readAt,
        confirmed_at: reader.confirm ? new Date(Math.min(now.getTime(), readAt.getTime() + MINUTE)) : null,
      });
    }
    const text = noticeNotification(academy.instNm, spec.title);
    for (const userId of recipients.userIds) {
      bell.push({
        userId,
        instId,
        type: 'notice',
        title: text.title,
        body: text.body,
        link: noticeLink(notice.id),
        at: sentAt,
        subject: { kind: 'notice', id: notice.id },
        readAt: readAtOf.get(userId) ?? null,
      });
    }
  }
  await insertRows(db, 'notice_reads', reads);
  return bell;
}
