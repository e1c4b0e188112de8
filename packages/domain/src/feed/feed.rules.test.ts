import { describe, expect, it } from 'vitest';
import {
  audienceOf,
  boardDetailPath,
  EMOTIONS,
  emotionListOf,
  type FeedCommentFacts,
  type FeedPostFacts,
  type FeedViewer,
  isStaffViewer,
  mayEditPost,
  mayRemoveComment,
  mayViewComment,
  mayViewPost,
  readCountOf,
  visibleTagsOf,
  yesNo,
} from './feed.rules';

const director: FeedViewer = { scope: 'all', userId: 'director' };
const teacher: FeedViewer = { scope: 'own-classes', userId: 'teacher', taughtClassIds: new Set(['math']) };
const parentA: FeedViewer = { scope: 'linked', userId: 'parentA', linkedStudentIds: new Set(['a']) };
const parentC: FeedViewer = { scope: 'linked', userId: 'parentC', linkedStudentIds: new Set(['c']) };

const classPost = (overrides: Partial<FeedPostFacts> = {}): FeedPostFacts => ({
  kind: 'class',
  classId: 'math',
  authorUserId: 'teacher',
  hidden: false,
  taggedStudentIds: [],
  enrolledStudentIds: ['a', 'b', 'c'],
  ...overrides,
});

describe('mayViewPost', () => {
  it('shows an untagged class post to every family of the class that day and to its staff', () => {
    const post = classPost();
    expect(mayViewPost(parentA, post)).toBe(true);
    expect(mayViewPost(parentC, post)).toBe(true);
    expect(mayViewPost(director, post)).toBe(true);
    expect(mayViewPost(teacher, post)).toBe(true);
    expect(mayViewPost({ scope: 'linked', userId: 'x', linkedStudentIds: new Set(['z']) }, post)).toBe(false);
  });

  it('shows a tagged post only to the tagged students’ families — never to another family of the class', () => {
    const post = classPost({ taggedStudentIds: ['a', 'b'] });
    expect(mayViewPost(parentA, post)).toBe(true);
    expect(mayViewPost(parentC, post)).toBe(false);
    expect(mayViewPost(teacher, post)).toBe(true);
  });

  it('hides a hidden post from families, not from staff', () => {
    const post = classPost({ hidden: true });
    expect(mayViewPost(parentA, post)).toBe(false);
    expect(mayViewPost(director, post)).toBe(true);
    expect(mayViewPost(teacher, post)).toBe(true);
  });

  it('shows a teacher their classes’ posts, their own, and the 알림장 of their students', () => {
    const otherClass = classPost({ classId: 'english', authorUserId: 'someone' });
    expect(mayViewPost(teacher, otherClass)).toBe(false);
    expect(mayViewPost(teacher, { ...otherClass, authorUserId: 'teacher' })).toBe(true);
    const personal: FeedPostFacts = {
      kind: 'personal',
      classId: null,
      authorUserId: 'director',
      hidden: false,
      taggedStudentIds: ['a'],
      enrolledStudentIds: [],
      studentClassIds: ['math'],
    };
    expect(mayViewPost(teacher, personal)).toBe(true);
    expect(mayViewPost(teacher, { ...personal, studentClassIds: ['english'] })).toBe(false);
    expect(mayViewPost(teacher, { ...personal, studentClassIds: undefined })).toBe(false);
    expect(mayViewPost(teacher, { ...classPost(), classId: null })).toBe(true);
    expect(mayViewPost({ ...teacher, userId: 'other' }, { ...classPost(), classId: null })).toBe(false);
    expect(mayViewPost(parentA, personal)).toBe(true);
    expect(mayViewPost(parentC, personal)).toBe(false);
  });

  it('takes the tags as the audience when there are any, else the class that day', () => {
    expect(audienceOf({ taggedStudentIds: ['a'], enrolledStudentIds: ['a', 'b'] })).toEqual(['a']);
    expect(audienceOf({ taggedStudentIds: [], enrolledStudentIds: ['a', 'b'] })).toEqual(['a', 'b']);
  });
});

describe('mayViewComment', () => {
  const open: FeedCommentFacts = { authorUserId: 'parentA', secret: false, hidden: false };
  const secret: FeedCommentFacts = { authorUserId: 'parentA', secret: true, hidden: false };

  it('shows a secret comment only to its author and the staff', () => {
    expect(mayViewComment(parentA, secret)).toBe(true);
    expect(mayViewComment(parentC, secret)).toBe(false);
    expect(mayViewComment(teacher, secret)).toBe(true);
    expect(mayViewComment(parentC, open)).toBe(true);
  });

  it('shows a secret re-reply to its author, the author of the comment it answers and the staff', () => {
    const answer: FeedCommentFacts = { authorUserId: 'teacher', secret: true, hidden: false, parent: open };
    expect(mayViewComment(parentA, answer)).toBe(true);
    expect(mayViewComment(parentC, answer)).toBe(false);
    expect(mayViewComment(director, answer)).toBe(true);
    const byC: FeedCommentFacts = { authorUserId: 'parentC', secret: true, hidden: false, parent: open };
    expect(mayViewComment(parentC, byC)).toBe(true);
    expect(mayViewComment({ scope: 'linked', userId: 'x' }, byC)).toBe(false);
  });

  it('hides re-replies under a comment the reader may not see, and hidden ones from families', () => {
    const underSecret: FeedCommentFacts = { authorUserId: 'teacher', secret: false, hidden: false, parent: secret };
    expect(mayViewComment(parentC, underSecret)).toBe(false);
    expect(mayViewComment(parentA, underSecret)).toBe(true);
    expect(mayViewComment(parentA, { ...open, hidden: true })).toBe(false);
    expect(mayViewComment(director, { ...open, hidden: true })).toBe(true);
    const underHidden: FeedCommentFacts = { ...underSecret, parent: { ...open, hidden: true } };
    expect(mayViewComment(parentA, underHidden)).toBe(false);
  });
});

describe('who may change what', () => {
  it('lets only staff authors edit a post, and authors or staff remove a comment', () => {
    expect(mayEditPost(teacher, { authorUserId: 'teacher' })).toBe(true);
    expect(mayEditPost(director, { authorUserId: 'teacher' })).toBe(false);
    expect(mayEditPost({ ...parentA, userId: 'teacher' }, { authorUserId: 'teacher' })).toBe(false);
    expect(mayRemoveComment(parentA, { authorUserId: 'parentA' })).toBe(true);
    expect(mayRemoveComment(parentC, { authorUserId: 'parentA' })).toBe(false);
    expect(mayRemoveComment(teacher, { authorUserId: 'parentA' })).toBe(true);
    expect(isStaffViewer(parentA)).toBe(false);
  });

  it('shows a family only their own children among the tags', () => {
    const tags = [
      { studentId: 'a', studentNm: '가' },
      { studentId: 'b', studentNm: '나' },
    ];
    expect(visibleTagsOf(parentA, tags)).toEqual([{ studentId: 'a', studentNm: '가' }]);
    expect(visibleTagsOf(director, tags)).toEqual(tags);
  });
});

describe('counts and names', () => {
  it('counts a student read when they or a guardian read it', () => {
    const readers = (id: string) => ({ a: ['a-self', 'a-mom'], b: ['b-self'], c: ['c-dad'] })[id] ?? [];
    expect(readCountOf(['a', 'b', 'c'], readers, new Set(['a-mom', 'c-dad']))).toBe(2);
    expect(readCountOf(['a', 'b', 'c'], readers, new Set())).toBe(0);
  });

  it('lists emotions in their order, leaving out the empty ones', () => {
    expect(
      emotionListOf([
        { emotion: 'THANKS', count: 2 },
        { emotion: 'LIKE', count: 1 },
        { emotion: 'WOW', count: 0 },
      ]),
    ).toEqual([
      { emotion: 'LIKE', count: 1 },
      { emotion: 'THANKS', count: 2 },
    ]);
    expect(EMOTIONS).toHaveLength(5);
    expect(yesNo(true)).toBe('Y');
    expect(yesNo(false)).toBe('N');
    expect(boardDetailPath('x')).toBe('/v3/BoardDetailPage/x');
  });
});
