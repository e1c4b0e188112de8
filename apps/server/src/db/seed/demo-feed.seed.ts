import { statSync } from 'node:fs';
import type { Emotion } from '@academy/domain/feed/feed.rules';
import type { Insertable } from 'kysely';
import { sampleKeyOf, samplePath } from '../../platform/files/shipped-samples';
import { newId } from '../../platform/ids/new-id';
import type { DB } from '../database';
import type { SeededClass } from './demo-classes.seed';
import { insertRows } from './demo-insert';
import type { SeededAcademy } from './demo-roster.seed';
import { type DemoWorld, daysAgo, momentOn, userOf } from './demo-world';

/**
 * The class feed of a demo academy (features/feed, decision 0048): class posts with photos — the
 * sample JPEGs shipped in ./assets (drawn scenes, a few KB each), read through `samples/` upload
 * rows — one tagging two students (only their families see it), a 알림장 to the demo student,
 * comments with an open and a secret re-reply, emotions, and reads that leave the read lists half
 * full. Posts are written as the classes area's teachers would, dated in the last week.
 */

type DemoPost = {
  classNm?: string;
  /** A 알림장 to this student (no class). */
  personalTo?: string;
  author: string;
  daysAgo: number;
  time: string;
  content: string;
  photos: string[];
  tags?: string[];
  emotions?: { loginId: string; emotion: Emotion }[];
  comments?: {
    loginId: string;
    content: string;
    secret?: boolean;
    reply?: { loginId: string; content: string; secret?: boolean };
  }[];
  /** Accounts that have read it. */
  readBy?: string[];
};

const HANBIT_POSTS: readonly DemoPost[] = [
  {
    classNm: '중3 수학 심화반',
    author: 'teacher',
    daysAgo: 2,
    time: '20:10',
    content:
      '오늘은 이차함수 그래프를 직접 그려 보고 꼭짓점과 축을 찾는 연습을 했습니다. 오답 노트는 다음 시간까지 정리해 오세요!',
    photos: ['feed-classroom.jpg', 'feed-worksheet.jpg'],
    emotions: [
      { loginId: 'parent', emotion: 'THANKS' },
      { loginId: 'student', emotion: 'FUN' },
      { loginId: 'director', emotion: 'LIKE' },
    ],
    comments: [
      {
        loginId: 'parent',
        content: '수업 내용을 자세히 알려 주셔서 감사합니다.',
        reply: { loginId: 'teacher', content: '민준이가 요즘 집중을 아주 잘하고 있어요.', secret: true },
      },
      {
        loginId: 'student',
        content: '숙제 범위는 교재 42쪽까지 맞나요?',
        reply: { loginId: 'teacher', content: '네, 42쪽까지예요.' },
      },
    ],
    readBy: ['parent', 'student'],
  },
  {
    classNm: '초등 사고력 수학',
    author: 'teacher',
    daysAgo: 1,
    time: '16:40',
    content: '서연이와 지우가 오늘 도형 퍼즐을 끝까지 완성했어요. 둘이 서로 설명해 주는 모습이 멋졌습니다.',
    photos: ['feed-blocks.jpg', 'feed-certificate.jpg'],
    tags: ['최서연', '정지우'],
    emotions: [{ loginId: 'parent', emotion: 'LOVE' }],
    comments: [{ loginId: 'parent', content: '서연이가 집에서도 퍼즐 이야기만 해요!', secret: true }],
    readBy: ['parent'],
  },
  {
    personalTo: '최민준',
    author: 'teacher',
    daysAgo: 0,
    time: '08:30',
    content: '민준이 알림장: 함수 단원 오답 노트 정리가 아주 좋았습니다. 서술형 풀이는 한 번 더 연습해 오면 좋겠어요.',
    photos: [],
  },
  {
    classNm: '주말 자습 클리닉',
    author: 'teacher',
    daysAgo: 5,
    time: '12:30',
    content: '주말 자습 클리닉 간식 시간! 끝까지 집중한 친구들 모두 수고했어요.',
    photos: ['feed-snack.jpg'],
    emotions: [{ loginId: 'student', emotion: 'LIKE' }],
    readBy: ['student'],
  },
  {
    classNm: '중2 내신 대비반',
    author: 'teacher2',
    daysAgo: 3,
    time: '18:00',
    content: '시험 4주 전부터 주 1회 보충 수업이 있습니다. 보충 날짜는 월간 일정에서 확인해 주세요.',
    photos: ['feed-outdoor.jpg'],
  },
];

const SAESOL_POSTS: readonly DemoPost[] = [
  {
    classNm: '초등 영어 리딩',
    author: 'director2',
    daysAgo: 1,
    time: '18:40',
    content: '이번 주에 읽은 원서의 줄거리를 영어로 발표했어요. 다들 목소리가 커졌답니다.',
    photos: ['feed-classroom.jpg'],
    emotions: [{ loginId: 'parent', emotion: 'LIKE' }],
    readBy: ['parent'],
  },
];

const POSTS_BY_ACADEMY: Readonly<Record<string, readonly DemoPost[]>> = {
  한빛수학학원: HANBIT_POSTS,
  새솔영어학원: SAESOL_POSTS,
};

/** Writes one academy's feed; nothing for an academy without posts, or without the shipped samples. */
export async function writeDemoFeed(
  world: DemoWorld,
  seeded: SeededAcademy,
  classes: readonly SeededClass[],
): Promise<void> {
  const posts = POSTS_BY_ACADEMY[seeded.academy.instNm] ?? [];
  const { instId } = seeded;
  const rows = {
    uploads: [] as Insertable<DB['uploads']>[],
    boards: [] as Insertable<DB['boards']>[],
    tags: [] as Insertable<DB['board_tags']>[],
    files: [] as Insertable<DB['board_files']>[],
    comments: [] as Insertable<DB['board_comments']>[],
    emotions: [] as Insertable<DB['board_emotions']>[],
    reads: [] as Insertable<DB['board_reads']>[],
  };
  const studentId = (name: string) => {
    const student = seeded.students.get(name);
    if (!student) throw new Error(`no demo student ${name}`);
    return student.id;
  };

  for (const post of posts) {
    const day = daysAgo(world, post.daysAgo);
    const at = momentOn(world, day, post.time);
    const author = userOf(world, post.author);
    const boardId = newId();
    const classId = post.classNm ? classes.find((cls) => cls.classNm === post.classNm)?.id : undefined;
    if (post.classNm && !classId) throw new Error(`no demo class ${post.classNm}`);
    rows.boards.push({
      inst_id: instId,
      id: boardId,
      kind: post.personalTo ? 'personal' : 'class',
      class_id: classId ?? null,
      author_user_id: author,
      content: post.content,
      post_date: day,
      created_at: at,
    });
    const tagged = post.personalTo ? [post.personalTo] : (post.tags ?? []);
    for (const name of tagged) rows.tags.push({ inst_id: instId, board_id: boardId, student_id: studentId(name) });

    for (const [index, fileName] of post.photos.entries()) {
      const file = samplePath(fileName);
      if (!file) continue;
      const uploadId = newId();
      const size = statSync(file).size;
      rows.uploads.push({
        id: uploadId,
        owner_user_id: author,
        inst_id: instId,
        purpose: 'feed-file',
        original_nm: fileName,
        content_type: 'image/jpeg',
        size_bytes: size,
        storage_key: sampleKeyOf(uploadId, fileName),
        signup_trans_id: null,
        created_at: at,
        attached_at: at,
      });
      rows.files.push({
        inst_id: instId,
        upload_id: uploadId,
        phone_upload_id: null,
        uploader_user_id: author,
        board_id: boardId,
        comment_id: null,
        kind: 'image',
        original_nm: fileName,
        content_type: 'image/jpeg',
        size_bytes: size,
        width: 480,
        height: 360,
        sort_order: index,
        created_at: at,
      });
    }

    let minute = 0;
    const later = () => {
      minute += 17;
      return new Date(Math.min(at.getTime() + minute * 60_000, world.now.getTime()));
    };
    for (const comment of post.comments ?? []) {
      const commentId = newId();
      rows.comments.push({
        inst_id: instId,
        id: commentId,
        board_id: boardId,
        parent_id: null,
        author_user_id: userOf(world, comment.loginId),
        content: comment.content,
        secret: comment.secret ?? false,
        created_at: later(),
      });
      if (comment.reply)
        rows.comments.push({
          inst_id: instId,
          id: newId(),
          board_id: boardId,
          parent_id: commentId,
          author_user_id: userOf(world, comment.reply.loginId),
          content: comment.reply.content,
          secret: comment.reply.secret ?? false,
          created_at: later(),
        });
    }
    for (const emotion of post.emotions ?? [])
      rows.emotions.push({
        inst_id: instId,
        board_id: boardId,
        user_id: userOf(world, emotion.loginId),
        emotion: emotion.emotion,
        created_at: later(),
      });
    for (const loginId of post.readBy ?? [])
      rows.reads.push({ inst_id: instId, board_id: boardId, user_id: userOf(world, loginId), read_at: later() });
  }

  await insertRows(world.db, 'uploads', rows.uploads);
  await insertRows(world.db, 'boards', rows.boards);
  await insertRows(world.db, 'board_tags', rows.tags);
  await insertRows(world.db, 'board_files', rows.files);
  await insertRows(world.db, 'board_comments', rows.comments);
  await insertRows(world.db, 'board_emotions', rows.emotions);
  await insertRows(world.db, 'board_reads', rows.reads);
}
