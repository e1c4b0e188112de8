import { describe, expect, it } from 'vitest';
import { countedDatabase } from '../../../test/query-count';
import { createTestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { fixedClock } from '../../platform/clock';
import { tempDataDir } from '../classes/classes.test-helpers';
import { commentAs, createFeedWorld, type FeedWorld, jpegBytes, uploadAs } from './feed.test-helpers';

/**
 * The feed's lists cost the same number of SQL statements whatever they hold (test/query-count.ts):
 * a feed page and a post's comments on a world of 2 posts (2 comments) and on one of 31 posts (31
 * comments, each answered, with files, tags, emotions and reads), as staff and as a family.
 */

const { url } = await createTestDatabase();
const { db, count, lastStatements } = countedDatabase(url);
const clock = fixedClock('2026-11-23T07:00:00Z');
const app = await createTestApp(db, { clock, env: { DATA_DIR: tempDataDir() } });

type Sized = { w: FeedWorld; boardId: string };

async function world(size: number): Promise<Sized> {
  const w = await createFeedWorld(app, db, clock.now());
  const photo = await jpegBytes(40, 30);
  let boardId = '';
  for (let index = 0; index < size; index += 1) {
    const file = await uploadAs(w.teacher, w.instId, `p${index}.jpg`, photo);
    const response = await w.teacher.inject({
      method: 'POST',
      url: `/api/insts/${w.instId}/boards`,
      payload: {
        classId: w.classA,
        content: `글 ${index}`,
        feedImage: [file.fileNm],
        tagList: index % 2 === 0 ? [w.students.a, w.students.b] : [],
      },
    });
    boardId = response.json().boardId;
    await w.parentA.inject({
      method: 'PUT',
      url: `/api/insts/${w.instId}/boards/${boardId}/emotion`,
      payload: { emotion: 'LIKE' },
    });
    await w.parentA.inject({
      method: 'POST',
      url: `/api/insts/${w.instId}/boards/reads`,
      payload: { boardIds: [boardId] },
    });
  }
  for (let index = 0; index < size; index += 1) {
    const commentId = await commentAs(w.parentA, w.instId, boardId, {
      content: `댓글 ${index}`,
      secret: index % 3 === 0,
    });
    await commentAs(w.teacher, w.instId, boardId, { content: `답글 ${index}`, parentId: commentId, secret: true });
  }
  return { w, boardId };
}

const small = await world(2);
const large = await world(31);

const statementsOf = async (sized: Sized, as: 'teacher' | 'parentA', path: string) =>
  count(() => sized.w[as].inject({ method: 'GET', url: `/api/insts/${sized.w.instId}${path}` }));

describe('feed lists run a fixed number of statements', () => {
  for (const as of ['teacher', 'parentA'] as const) {
    it(`a feed page of 30 as ${as}`, async () => {
      const few = await statementsOf(small, as, '/boards?limit=30');
      const many = await statementsOf(large, as, '/boards?limit=30');
      expect(many, lastStatements().join('\n')).toBe(few);
    });

    it(`a post with its comments as ${as}`, async () => {
      const few = await statementsOf(small, as, `/boards/${small.boardId}`);
      const many = await statementsOf(large, as, `/boards/${large.boardId}`);
      expect(many, lastStatements().join('\n')).toBe(few);
      const fewPage = await statementsOf(small, as, `/boards/${small.boardId}/comments?limit=50`);
      const manyPage = await statementsOf(large, as, `/boards/${large.boardId}/comments?limit=50`);
      expect(manyPage).toBe(fewPage);
    });
  }

  it('the read list of a post', async () => {
    const few = await statementsOf(small, 'teacher', `/boards/${small.boardId}/read-list`);
    const many = await statementsOf(large, 'teacher', `/boards/${large.boardId}/read-list`);
    expect(many).toBe(few);
  });
});
