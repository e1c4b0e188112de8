import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  ACTORS,
  checkAccessMatrix,
  createMatrixWorld,
  type MatrixRow,
  type MatrixWorld,
  readAccessMatrix,
  routesOf,
} from '../../../test/access-matrix';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { callerFor, multipartFile, PNG_BYTES, tempDataDir } from '../classes/classes.test-helpers';
import { chatRoutes } from './chat.routes';
import { chatSocketRoutes } from './chat.socket.routes';
import { acceptEtiquette, chatPeopleOf, groupRoom, say, uploadChat } from './chat.test-helpers';

const { db } = await createTestDatabase();
const clock = fixedClock('2026-11-24T03:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createMatrixWorld(db, clock.now());
const rows = readAccessMatrix('chat');
const people = await chatPeopleOf(app, db, world, clock.now());
const { instId, director } = people;

// A second teacher, in every row's room: the one invited, removed, blocked, reported and talked to.
const secondTeacherId = newId();
await db
  .insertInto('users')
  .values({ id: secondTeacherId, login_id: `t${secondTeacherId.slice(-8)}`, user_nm: '정하늘' } as never)
  .execute();
await db.insertInto('memberships').values({ inst_id: instId, user_id: secondTeacherId, relation_cd: '050' }).execute();
const secondTeacher = await callerFor(app, db, secondTeacherId, clock.now());
await acceptEtiquette(instId, director, people.manager, people.teacher, people.parent, people.student, secondTeacher);

const everyone = [world.users.manager, world.users.teacher, world.users.parent, world.users.student, secondTeacherId];

/** A valid call of each row, on a fresh group room of every demo member (and its message and file). */
async function requestFor(row: MatrixRow, w: MatrixWorld): Promise<InjectOptions> {
  const [method, pattern] = row.route.split(' ') as [InjectOptions['method'], string];
  const path = pattern.replace(/^\/api\/insts\/:instId\/chat/, '');
  const channelUrl =
    pattern.includes(':channelUrl') || path === '/reports' ? await groupRoom(director, instId, everyone) : '';
  const message =
    pattern.includes(':messageId') || path === '/reports'
      ? await say(secondTeacher, instId, channelUrl, '안내입니다')
      : null;
  let fileNm = '';
  if (pattern.includes(':fileNm')) {
    const room = await groupRoom(director, instId, everyone);
    const file = await uploadChat(director, instId, '안내.png', PNG_BYTES, 'image/png');
    await say(director, instId, room, '', { files: [file.fileNm] });
    fileNm = file.fileNm;
  }
  if (path === '/blocks/:userId') {
    await db
      .insertInto('chat_blocks')
      .values(
        Object.values(w.users).map((userId) => ({
          inst_id: instId,
          blocker_user_id: userId,
          blocked_user_id: secondTeacherId,
          created_at: clock.now(),
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  const url = pattern
    .replace(':instId', w.instId)
    .replace(':channelUrl', channelUrl)
    .replace(':classId', people.classId)
    .replace(':userId', secondTeacherId)
    .replace(':messageId', message?.messageId ?? '')
    .replace(':fileNm', fileNm);
  switch (`${method} ${path}`) {
    case 'POST /rooms':
      return { method, url, payload: { kind: 'direct', userId: secondTeacherId } };
    case 'PATCH /rooms/:channelUrl':
      return { method, url, payload: { name: '새 이름' } };
    case 'POST /rooms/:channelUrl/members':
      return { method, url, payload: { userIds: [world.users.director] } };
    case 'POST /rooms/:channelUrl/messages':
      return { method, url, payload: { clientId: newId(), text: '안녕하세요' } };
    case 'POST /rooms/:channelUrl/read':
      return { method, url, payload: { seq: 1 } };
    case 'POST /files':
      return { method, url, ...multipartFile('사진.png', PNG_BYTES, 'image/png') };
    case 'POST /reports':
      return { method, url, payload: { channelUrl, messageId: message?.messageId, reason: 'other' } };
    case 'PUT /blocks':
      return { method, url, payload: { userId: secondTeacherId } };
    case 'PUT /quiet-hours':
      return { method, url, payload: { enabled: true, start: '21:00', end: '07:30' } };
    case 'PUT /settings':
      return { method, url, payload: { familiesMayChat: false } };
    default:
      return { method, url };
  }
}

const SOCKET = 'GET /api/insts/:instId/chat/socket';

describe('chat access matrix (docs/access-matrix.md ## chat)', () => {
  it('has exactly one row per route of the chat, the socket included', async () => {
    const routes = await routesOf(chatRoutes, chatSocketRoutes);
    expect(rows.map((row) => row.route).sort()).toEqual(routes.sort());
  });

  it('allows and refuses exactly as the table says', async () => {
    await checkAccessMatrix(
      app,
      world,
      rows.filter((row) => row.route !== SOCKET),
      requestFor,
    );
  });

  it('decides the socket at the upgrade, as the table says', async () => {
    const row = rows.find((candidate) => candidate.route === SOCKET) as MatrixRow;
    const failures: string[] = [];
    for (const actor of ACTORS) {
      const auth = await world.asActor(actor, row);
      const token = (auth.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
      const headers = token ? { cookie: `${SESSION_COOKIE}=${token}` } : {};
      const outcome = await app
        .injectWS(`/api/insts/${instId}/chat/socket`, { headers })
        .then((socket) => {
          socket.terminate();
          return 'allow';
        })
        .catch((error: Error) => /Unexpected server response: (\d+)/.exec(error.message)?.[1] ?? error.message);
      if (outcome !== row.expect[actor]) failures.push(`${actor}: expected ${row.expect[actor]}, got ${outcome}`);
    }
    expect(failures).toEqual([]);
  });
});
