import type { FastifyInstance } from 'fastify';
import type { Database } from '../apps/server/src/db/database';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-data';
import { renderReportPdf } from '../apps/server/src/features/reports/reports.pdf';
import { sampleReportContent } from '../apps/server/src/features/reports/reports.sample';

/**
 * Learning report PDFs (decision 0055): the time to draw one report and its size, over `count`
 * different reports (names, comments and scores vary, so every one subsets its own glyphs); then,
 * given the app, the demo parent's download of their child's sent reports through the API (the
 * access check, the read mark, the snapshot and the drawing). `npx tsx bench/reports.ts` runs the
 * first part alone.
 */

const NAMES = ['김하늘', '이도윤', '박서아', '최민준', '정하준', '강지우', '조예린', '윤시우', '장서윤', '임도현'];
const SENTENCES = [
  '이번 달 일차함수 단원에서 눈에 띄게 성장했습니다.',
  '그래프 해석 문제를 스스로 풀어내는 힘이 생겼어요.',
  '다음 달에는 서술형 풀이 과정을 꼼꼼히 쓰는 연습을 함께 하겠습니다.',
  '숙제를 빠짐없이 제출했고 오답 노트도 성실하게 정리했습니다.',
  '수업 시간에 질문이 많아져 이해의 폭이 넓어지고 있습니다.',
  '계산 실수를 줄이기 위해 검산 습관을 들이고 있어요.',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function benchReportPdfs(count = 30): Promise<{ p50: number; p95: number; maxBytes: number }> {
  // The first document reads and parses the fonts: measured apart, as a process's first report.
  const firstStart = performance.now();
  await renderReportPdf({
    kind: 'monthly',
    month: '2026-10',
    content: sampleReportContent,
    comment: SENTENCES.join(' '),
    birthdayMessage: null,
    issuedAt: new Date(),
  });
  const first = performance.now() - firstStart;
  const times: number[] = [];
  const sizes: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const studentNm = NAMES[n % NAMES.length] as string;
    const comment = Array.from({ length: 3 + (n % 6) }, (_, i) => SENTENCES[(n + i) % SENTENCES.length]).join(' ');
    const content = {
      ...sampleReportContent,
      studentNm,
      grades: sampleReportContent.grades.map((row, i) => ({
        ...row,
        score: Math.max(0, (row.score ?? 0) - ((n + i) % 20)),
      })),
    };
    const start = performance.now();
    const bytes = await renderReportPdf({
      kind: 'monthly',
      month: '2026-10',
      content,
      comment: `${studentNm} 학생은 ${comment}`,
      birthdayMessage: null,
      issuedAt: new Date(),
    });
    times.push(performance.now() - start);
    sizes.push(bytes.length);
  }
  times.sort((a, b) => a - b);
  sizes.sort((a, b) => a - b);
  const result = { p50: percentile(times, 0.5), p95: percentile(times, 0.95), maxBytes: sizes[sizes.length - 1] ?? 0 };
  console.log(
    `\nlearning report PDF (pdfkit, Pretendard subset), ${count} reports: first ${first.toFixed(0)} ms, ` +
      `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms; size ${(percentile(sizes, 0.5) / 1024).toFixed(1)} KB median, ` +
      `${(result.maxBytes / 1024).toFixed(1)} KB largest (budget 1024 KB)`,
  );
  return result;
}

/** The demo parent downloading each sent report of their children through the app, timed. */
export async function benchReportDownloads(app: FastifyInstance, db: Database, rounds = 20): Promise<void> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userInputId: 'parent', pw: DEMO_PASSWORD, keep: true },
  });
  const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]));
  const parent = await db.selectFrom('users').select('id').where('login_id', '=', 'parent').executeTakeFirstOrThrow();
  const reports = await db
    .selectFrom('learning_reports as r')
    .innerJoin('student_guardians as g', (join) =>
      join.onRef('g.inst_id', '=', 'r.inst_id').onRef('g.student_id', '=', 'r.student_id'),
    )
    .select(['r.inst_id', 'r.id'])
    .where('g.user_id', '=', parent.id)
    .where('r.status', '=', 'sent')
    .execute();
  if (reports.length === 0) {
    console.log('learning report download: the demo parent has no sent report (skipped)');
    return;
  }
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const report of reports) {
      const url = `/api/insts/${report.inst_id}/reports/${report.id}/pdf`;
      const start = performance.now();
      const response = await app.inject({ method: 'GET', url, cookies });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `learning report download through the API (${reports.length} reports × ${rounds}): ` +
      `p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
  );
}

if (process.argv[1]?.endsWith('reports.ts')) await benchReportPdfs();
