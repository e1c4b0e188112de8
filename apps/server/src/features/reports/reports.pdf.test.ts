import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderReportPdf } from './reports.pdf';
import { sampleReportContent as sampleContent } from './reports.sample';

/** The text of every page, as a reader's search or copy would get it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('\n');
}

const comment =
  '하늘이는 이번 달 일차함수 단원에서 눈에 띄게 성장했습니다. 특히 그래프 해석 문제를 스스로 풀어내는 힘이 생겼어요. 다음 달에는 서술형 풀이 과정을 꼼꼼히 쓰는 연습을 함께 하겠습니다.';

describe('the learning report PDF', () => {
  it('holds the student, the class, the grades and the comment as Korean text, under 1 MB', async () => {
    const bytes = await renderReportPdf({
      kind: 'monthly',
      month: '2026-10',
      content: sampleContent,
      comment,
      birthdayMessage: null,
      issuedAt: new Date('2026-11-03T01:00:00Z'),
    });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const text = (await pdfText(bytes)).replace(/\s+/g, '');
    expect(text).toContain('김하늘');
    expect(text).toContain('2026년10월학습리포트');
    expect(text).toContain('해오름수학학원');
    expect(text).toContain('10월단원평가');
    expect(text).toContain('일차함수문제집');
    expect(text).toContain(comment.replace(/\s+/g, ''));
  });

  it('embeds only the glyphs used (a subset), so a report stays small', async () => {
    const bytes = await renderReportPdf({
      kind: 'monthly',
      month: '2026-10',
      content: sampleContent,
      comment,
      birthdayMessage: null,
      issuedAt: new Date('2026-11-03T01:00:00Z'),
    });
    // The full fonts weigh 2.7 MB each; subset, both together stay far below 200 KB.
    expect(bytes.length).toBeLessThan(200 * 1024);
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
  });

  it('is the same bytes for the same report (a stable ETag)', async () => {
    const input = {
      kind: 'monthly' as const,
      month: '2026-10',
      content: sampleContent,
      comment,
      birthdayMessage: null,
      issuedAt: new Date('2026-11-03T01:00:00Z'),
    };
    const [a, b] = await Promise.all([renderReportPdf(input), renderReportPdf(input)]);
    expect(a.equals(b)).toBe(true);
  });

  it('draws a birthday greeting on its own', async () => {
    const bytes = await renderReportPdf({
      kind: 'birthday',
      month: '2026-11',
      content: { ...sampleContent, attendance: null, grades: [], homework: null, study: null },
      comment: null,
      birthdayMessage: '하늘아 생일 축하해!',
      issuedAt: new Date('2026-11-03T01:00:00Z'),
    });
    const text = (await pdfText(bytes)).replace(/\s+/g, '');
    expect(text).toContain('하늘아생일축하해!');
    expect(text).not.toContain('성적');
  });
});
