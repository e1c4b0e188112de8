import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import { newId } from '../../platform/ids/new-id';
import type { DB } from '../database';
import { DEMO_INSTITUTE } from './demo-academies.data';
import type { SeededClass } from './demo-classes.seed';
import { insertRows } from './demo-insert';
import type { SeededAcademy } from './demo-roster.seed';
import { type DemoWorld, daysAgo, momentOn, userOf } from './demo-world';

/**
 * The chat of the demo academy (features/chat, decision 0054): the room of 중3 수학 심화반 with the
 * teacher's notice-like message, the demo parent's question and the teacher's reply, and two 1:1
 * rooms of the demo parent — with the director (all read) and with the teacher (the teacher's last
 * message still unread, so the parent's badge shows 1). The director, the teacher and the parent
 * accepted the 에티켓; the demo student has not yet.
 */

type DemoLine = { from: string; daysAgo: number; time: string; text: string };
type DemoRoom = {
  kind: 'direct' | 'class';
  classNm?: string;
  /** Demo accounts in the room, with the last message each has read. */
  readers: Record<string, number>;
  lines: DemoLine[];
};

const ROOMS: readonly DemoRoom[] = [
  {
    kind: 'class',
    classNm: '중3 수학 심화반',
    readers: { teacher: 3, parent: 3, student: 1 },
    lines: [
      {
        from: 'teacher',
        daysAgo: 2,
        time: '17:30',
        text: '중3 수학 심화반 채팅방입니다. 이번 주 금요일에 이차함수 단원 평가가 있어요. 교재 3단원 연습 문제를 미리 풀어 오세요.',
      },
      { from: 'parent', daysAgo: 2, time: '20:05', text: '선생님, 단원 평가 범위에 심화 문제도 들어가나요?' },
      {
        from: 'teacher',
        daysAgo: 2,
        time: '20:40',
        text: '네, 심화 문제는 B단계까지 나옵니다. 수업 때 정리한 오답 노트를 한 번 더 보면 충분해요.',
      },
    ],
  },
  {
    kind: 'direct',
    readers: { director: 3, parent: 3 },
    lines: [
      {
        from: 'director',
        daysAgo: 3,
        time: '10:00',
        text: '안녕하세요, 한빛수학학원입니다. 다음 달 수강료 청구서를 보내 드렸어요. 확인 부탁드립니다.',
      },
      { from: 'parent', daysAgo: 3, time: '12:20', text: '네, 확인했습니다. 등록한 카드로 자동 결제되는 거죠?' },
      { from: 'director', daysAgo: 3, time: '12:35', text: '네, 결제일에 자동으로 결제됩니다. 감사합니다.' },
    ],
  },
  {
    kind: 'direct',
    readers: { teacher: 3, parent: 2 },
    lines: [
      {
        from: 'parent',
        daysAgo: 1,
        time: '17:10',
        text: '선생님, 민준이가 감기 기운이 있어서 오늘 조금 늦을 것 같아요.',
      },
      {
        from: 'teacher',
        daysAgo: 1,
        time: '17:25',
        text: '알려 주셔서 감사합니다. 도착하면 지난 시간 내용부터 같이 볼게요.',
      },
      {
        from: 'teacher',
        daysAgo: 1,
        time: '20:15',
        text: '오늘 민준이 잘 따라왔어요. 오답 노트 3번 문제만 집에서 한 번 더 봐 주세요.',
      },
    ],
  },
];

const ACCEPTED_ETIQUETTE = ['director', 'teacher', 'parent'];

export async function writeDemoChat(
  world: DemoWorld,
  seeded: SeededAcademy,
  classes: readonly SeededClass[],
): Promise<void> {
  if (seeded.academy.instNm !== DEMO_INSTITUTE.instNm) return;
  const { instId } = seeded;
  const rows = {
    rooms: [] as Insertable<DB['chat_rooms']>[],
    members: [] as Insertable<DB['chat_members']>[],
    messages: [] as Insertable<DB['chat_messages']>[],
  };
  for (const room of ROOMS) {
    const roomId = newId();
    const classId = room.classNm ? classes.find((cls) => cls.classNm === room.classNm)?.id : undefined;
    if (room.classNm && !classId) throw new Error(`no demo class ${room.classNm}`);
    const people = Object.keys(room.readers).map((loginId) => userOf(world, loginId));
    const times = room.lines.map((line) => momentOn(world, daysAgo(world, line.daysAgo), line.time));
    const first = times[0] as Date;
    rows.rooms.push({
      inst_id: instId,
      id: roomId,
      channel_url: `ch_${randomBytes(16).toString('base64url')}`,
      kind: room.kind,
      name: null,
      class_id: classId ?? null,
      direct_key: room.kind === 'direct' ? [...people].sort().join(':') : null,
      last_seq: room.lines.length,
      last_message_at: times.at(-1) as Date,
      created_by: userOf(world, room.lines[0]?.from ?? 'director'),
      created_at: first,
    });
    for (const [loginId, lastRead] of Object.entries(room.readers))
      rows.members.push({
        inst_id: instId,
        room_id: roomId,
        user_id: userOf(world, loginId),
        joined_seq: 0,
        last_read_seq: lastRead,
        joined_at: first,
      });
    room.lines.forEach((line, index) => {
      rows.messages.push({
        inst_id: instId,
        id: newId(),
        room_id: roomId,
        seq: index + 1,
        kind: 'user',
        sender_user_id: userOf(world, line.from),
        client_id: null,
        text: line.text,
        created_at: times[index] as Date,
      });
    });
  }
  await insertRows(world.db, 'chat_rooms', rows.rooms);
  await insertRows(world.db, 'chat_members', rows.members);
  await insertRows(world.db, 'chat_messages', rows.messages);
  await insertRows(
    world.db,
    'chat_etiquette',
    ACCEPTED_ETIQUETTE.map((loginId) => ({ inst_id: instId, user_id: userOf(world, loginId), accepted_at: world.now })),
  );
}
