import { describe, it } from 'vitest';
import { createMatrixWorld } from '../../../test/access-matrix';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { newId } from '../../platform/ids/new-id';
import { type Caller, callerFor, PNG_BYTES, tempDataDir } from '../classes/classes.test-helpers';
import { acceptEtiquette, chatPeopleOf, chatUrl, classRoom, groupRoom, say, uploadChat } from './chat.test-helpers';

/**
 * The chat's lists cost the same number of SQL statements whatever they hold (test/query-count.ts):
 * the room list of a person in 2 rooms and of one in 12 (with class, group and 1:1 rooms, messages,
 * files and read positions), and a page of 2 messages and one of 30 (files, several senders).
 */

const { url } = await createTestDatabase();
const { db, expectSameCount } = countedDatabase(url);
const clock = fixedClock('2026-11-24T03:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });
const world = await createMatrixWorld(db, clock.now());
const people = await chatPeopleOf(app, db, world, clock.now());
const { instId, director, teacher, parent, student } = people;

async function newParent(): Promise<Caller> {
  const userId = newId();
  await db
    .insertInto('users')
    .values({ id: userId, login_id: `q${userId.slice(-8)}`, user_nm: '한가람' } as never)
    .execute();
  await db.insertInto('memberships').values({ inst_id: instId, user_id: userId, relation_cd: null }).execute();
  const caller = await callerFor(app, db, userId, clock.now());
  await acceptEtiquette(instId, caller);
  return caller;
}

await acceptEtiquette(instId, director, teacher, parent, student);

describe('chat query counts', () => {
  it('lists a person’s rooms in the same number of statements for 2 rooms and for 12', async () => {
    const few = await newParent();
    for (const [caller, rooms] of [
      [few, 2],
      [parent, 12],
    ] as const) {
      for (let index = 0; index < rooms; index += 1) {
        const channelUrl = await groupRoom(teacher, instId, [caller.userId, student.userId], `방 ${index}`);
        await say(teacher, instId, channelUrl, `안내 ${index}`);
        await say(caller, instId, channelUrl, `답장 ${index}`);
      }
    }
    // The class room too, for the demo parent (their child is enrolled).
    await classRoom(teacher, instId, people.classId);
    await expectSameCount(
      () => few.inject({ method: 'GET', url: chatUrl(instId, '/rooms') }),
      () => parent.inject({ method: 'GET', url: chatUrl(instId, '/rooms') }),
    );
  });

  it('reads a page of messages in the same number of statements for 2 messages and for 30', async () => {
    const small = await groupRoom(teacher, instId, [parent.userId, student.userId], '작은 방');
    const large = await groupRoom(teacher, instId, [parent.userId, student.userId], '큰 방');
    for (const [channelUrl, size] of [
      [small, 2],
      [large, 30],
    ] as const) {
      for (let index = 0; index < size; index += 1) {
        const author = [teacher, parent, student][index % 3] as Caller;
        const file =
          index % 4 === 0 ? [(await uploadChat(author, instId, `f${index}.png`, PNG_BYTES, 'image/png')).fileNm] : [];
        await say(author, instId, channelUrl, `메시지 ${index}`, { files: file });
      }
    }
    await expectSameCount(
      () => parent.inject({ method: 'GET', url: chatUrl(instId, `/rooms/${small}/messages`) }),
      () => parent.inject({ method: 'GET', url: chatUrl(instId, `/rooms/${large}/messages`) }),
    );
  });
});
