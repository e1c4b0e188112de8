import { describe, expect, it } from 'vitest';
import {
  boardBody,
  boardEditBody,
  commentBody,
  EMPTY_COMMENT_MESSAGE,
  EMPTY_POST_MESSAGE,
  feedFileUrl,
  feedQuery,
  personalBoardBody,
  reportBody,
  rereplyBody,
} from './feed.schema';

const CLASS = '0190a4b2-0000-7000-8000-000000000001';
const FILE = '0190a4b2-0000-7000-8000-000000000002.jpg';

describe('feed schemas', () => {
  it('takes a post with text, photos or files, and refuses an empty one on content', () => {
    expect(boardBody.parse({ classId: CLASS, content: ' 안녕하세요 ' })).toMatchObject({
      content: '안녕하세요',
      tagList: [],
      feedImage: [],
    });
    expect(boardBody.safeParse({ classId: CLASS, feedImage: [FILE] }).success).toBe(true);
    const empty = boardBody.safeParse({ classId: CLASS, content: '   ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]).toMatchObject({ message: EMPTY_POST_MESSAGE, path: ['content'] });
    expect(boardBody.safeParse({ classId: CLASS, content: 'x', feedImage: ['../etc/passwd'] }).success).toBe(false);
    expect(personalBoardBody.safeParse({ studentId: CLASS, content: '알림장' }).success).toBe(true);
    expect(boardEditBody.safeParse({ feedFile: [FILE] }).success).toBe(true);
  });

  it('defaults comments to open and needs text or a file', () => {
    expect(commentBody.parse({ content: '감사합니다' })).toEqual({
      content: '감사합니다',
      secretYn: 'N',
      replyFiles: [],
    });
    expect(commentBody.safeParse({ content: '' }).error?.issues[0]?.message).toBe(EMPTY_COMMENT_MESSAGE);
    expect(rereplyBody.parse({ content: '네', rereplySecretYn: 'Y' })).toMatchObject({ rereplySecretYn: 'Y' });
    expect(rereplyBody.safeParse({ rereplyFiles: [FILE] }).success).toBe(true);
    expect(rereplyBody.safeParse({}).success).toBe(false);
  });

  it('reads feed pages and reports with their defaults', () => {
    expect(feedQuery.parse({})).toEqual({ scope: 'AS', limit: 10 });
    expect(feedQuery.safeParse({ limit: '31' }).success).toBe(false);
    expect(reportBody.parse({ reason: 'PRIVACY' })).toEqual({ reason: 'PRIVACY', text: '' });
    expect(feedFileUrl('i d', FILE)).toBe(`/api/insts/i%20d/feed-files/${FILE}`);
  });
});
