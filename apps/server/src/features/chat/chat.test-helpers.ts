import type { MessageView, RoomResponse } from '@academy/domain/chat/chat.schema';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { MatrixWorld } from '../../../test/access-matrix';
import type { Database } from '../../db/database';
import { newId } from '../../platform/ids/new-id';
import { type Caller, callerFor, multipartFile, studentOfUser } from '../classes/classes.test-helpers';

/** Test helpers of the chat: the demo academy's people signed in, rooms, messages and files made through the API. */

export type ChatPeople = {
  instId: string;
  director: Caller;
  manager: Caller;
  teacher: Caller;
  parent: Caller;
  student: Caller;
  /** The class the demo teacher teaches and the demo student (the demo parent's child) attends. */
  classId: string;
  childId: string;
};

export async function chatPeopleOf(
  app: FastifyInstance,
  db: Database,
  world: MatrixWorld,
  now: Date,
): Promise<ChatPeople> {
  const as = (userId: string) => callerFor(app, db, userId, now);
  const childId = await studentOfUser(db, world.instId, world.users.student);
  const demoClass = await db
    .selectFrom('class_teachers as ct')
    .innerJoin('class_students as cs', (join) =>
      join.onRef('cs.inst_id', '=', 'ct.inst_id').onRef('cs.class_id', '=', 'ct.class_id'),
    )
    .select('ct.class_id')
    .where('ct.inst_id', '=', world.instId)
    .where('ct.user_id', '=', world.users.teacher)
    .where('cs.student_id', '=', childId)
    .where('cs.end_date', 'is', null)
    .executeTakeFirstOrThrow();
  const people = {
    instId: world.instId,
    director: await as(world.users.director),
    manager: await as(world.users.manager),
    teacher: await as(world.users.teacher),
    parent: await as(world.users.parent),
    student: await as(world.users.student),
    classId: demoClass.class_id,
    childId,
  };
  await db
    .updateTable('memberships')
    .set({ auth_cd: '010#020#031' })
    .where('inst_id', '=', world.instId)
    .where('user_id', '=', world.users.manager)
    .execute();
  return people;
}

export function expectStatus(response: LightMyRequestResponse, status = 200): void {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 300)}`);
}

export const chatUrl = (instId: string, path: string) => `/api/insts/${instId}/chat${path}`;

export async function acceptEtiquette(instId: string, ...callers: Caller[]): Promise<void> {
  for (const caller of callers)
    expectStatus(await caller.inject({ method: 'POST', url: chatUrl(instId, '/etiquette') }));
}

export async function directRoom(caller: Caller, instId: string, userId: string): Promise<string> {
  const response = await caller.inject({
    method: 'POST',
    url: chatUrl(instId, '/rooms'),
    payload: { kind: 'direct', userId },
  });
  expectStatus(response);
  return response.json().channelUrl;
}

export async function groupRoom(caller: Caller, instId: string, userIds: string[], name = '상담방'): Promise<string> {
  const response = await caller.inject({
    method: 'POST',
    url: chatUrl(instId, '/rooms'),
    payload: { kind: 'group', name, userIds },
  });
  expectStatus(response);
  return response.json().channelUrl;
}

export async function classRoom(caller: Caller, instId: string, classId: string): Promise<string> {
  const response = await caller.inject({ method: 'POST', url: chatUrl(instId, `/class-rooms/${classId}`) });
  expectStatus(response);
  return response.json().channelUrl;
}

export async function say(
  caller: Caller,
  instId: string,
  channelUrl: string,
  text: string,
  extra: { clientId?: string; files?: string[] } = {},
): Promise<MessageView> {
  const response = await caller.inject({
    method: 'POST',
    url: chatUrl(instId, `/rooms/${channelUrl}/messages`),
    payload: { clientId: extra.clientId ?? newId(), text, files: extra.files ?? [] },
  });
  expectStatus(response);
  return response.json();
}

export async function roomAs(caller: Caller, instId: string, channelUrl: string): Promise<RoomResponse> {
  const response = await caller.inject({ method: 'GET', url: chatUrl(instId, `/rooms/${channelUrl}`) });
  expectStatus(response);
  return response.json();
}

export async function uploadChat(
  caller: Caller,
  instId: string,
  fileName: string,
  bytes: Buffer,
  contentType: string,
): Promise<{ fileNm: string; url: string; phoneUrl: string | null }> {
  const response = await caller.inject({
    method: 'POST',
    url: chatUrl(instId, '/files'),
    ...multipartFile(fileName, bytes, contentType),
  });
  expectStatus(response);
  return response.json();
}

export function expectSeqs(messages: readonly { seq: number }[], seqs: number[]): void {
  expect(messages.map((message) => message.seq)).toEqual(seqs);
}
