import { ATTENDANCE_STATUS_LABELS, type AttendanceStatus } from '@academy/domain/attendance/attendance.rules';
import { addDays, daysInMonth, weekdayOf } from '@academy/domain/calendar/calendar.rules';
import { parseIsoMonth } from '@academy/domain/format/format.business-date';
import { formatDuration } from '@academy/domain/format/format.date';
import { type ReportKind, reportTitle } from '@academy/domain/reports/reports.rules';
import {
  A4,
  barChart,
  contentWidth,
  ensureSpace,
  heading,
  PDF_COLORS,
  PDF_FONT,
  PDF_FONT_BOLD,
  type PdfDoc,
  paragraph,
  renderPdf,
  table,
} from '../../platform/documents/pdf-document';
import type { ReportContent } from './reports.content';

/**
 * A learning report as an A4 PDF (the family's download, the staff's preview): the header, the
 * teacher's comment, the attendance summary and month calendar, the grades table and chart (score
 * against the class average), homework and study time per week. A birthday report is the
 * greeting on one page.
 */
export type ReportPdfInput = {
  kind: ReportKind;
  month: string;
  content: ReportContent;
  comment: string | null;
  birthdayMessage: string | null;
  /** The instant printed and stamped as the document's date (sent, else composed). */
  issuedAt: Date;
};

const HOMEWORK_LABELS = {
  completed: '완료',
  revision: '보완 요청',
  submitted: '제출',
  late: '늦은 제출',
  missing: '미제출',
  open: '진행 중',
} as const;

export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const title = reportTitle(input.kind, input.month);
  return renderPdf(
    {
      title: `${input.content.studentNm} ${title}`,
      author: input.content.instNm,
      subject: title,
      keywords: '학습 리포트',
      createdAt: input.issuedAt,
    },
    (doc) => {
      header(doc, title, input);
      if (input.kind === 'birthday') {
        heading(doc, '생일 축하 메시지');
        paragraph(doc, input.birthdayMessage ?? '', { size: 12 });
        return;
      }
      // The teacher's words first: what a family reads before the figures.
      heading(doc, '선생님 코멘트');
      paragraph(doc, input.comment?.trim() ? input.comment : '작성된 코멘트가 없습니다.');
      attendance(doc, input);
      grades(doc, input);
      homework(doc, input);
      study(doc, input);
    },
  );
}

function header(doc: PdfDoc, title: string, input: ReportPdfInput): void {
  const { content } = input;
  doc.rect(0, 0, A4.width, 92).fillColor(PDF_COLORS.primarySoft).fill();
  doc
    .font(PDF_FONT)
    .fontSize(10)
    .fillColor(PDF_COLORS.muted)
    .text(content.instNm, A4.margin, 24, { width: contentWidth() });
  doc.font(PDF_FONT_BOLD).fontSize(20).fillColor(PDF_COLORS.text).text(title, A4.margin, 40, { width: contentWidth() });
  const who = [
    `${content.studentNm} 학생`,
    content.className ? `${content.className}` : null,
    content.teacherNm ? `담당 ${content.teacherNm} 선생님` : null,
  ]
    .filter(Boolean)
    .join('  ·  ');
  doc.font(PDF_FONT).fontSize(10.5).fillColor(PDF_COLORS.text).text(who, A4.margin, 68, { width: contentWidth() });
  doc.x = A4.margin;
  doc.y = 108;
}

function attendance(doc: PdfDoc, input: ReportPdfInput): void {
  const view = input.content.attendance;
  heading(doc, '출결');
  if (!view || view.summary.total === 0) {
    paragraph(doc, '이번 달 출결 기록이 없습니다.', { color: PDF_COLORS.muted });
    return;
  }
  const { counts, rate } = view.summary;
  const summary = (Object.keys(ATTENDANCE_STATUS_LABELS) as AttendanceStatus[])
    .map((status) => `${ATTENDANCE_STATUS_LABELS[status]} ${counts[status]}회`)
    .join('  ');
  paragraph(doc, `출석률 ${rate ?? 0}%   ${summary}`);
  calendar(doc, input.month, new Map(view.days.map((day) => [day.date, day.status])));
}

const STATUS_COLORS: Record<AttendanceStatus, string> = {
  PRESENT: PDF_COLORS.primary,
  MAKEUP: PDF_COLORS.primary,
  LATE: PDF_COLORS.warning,
  EARLY_LEAVE: PDF_COLORS.warning,
  ABSENT: PDF_COLORS.danger,
};

/** A small month calendar: a cell per day, the day's status under its number. */
function calendar(doc: PdfDoc, month: string, statuses: Map<string, AttendanceStatus>): void {
  const { year, month: m } = parseIsoMonth(month);
  const first = `${month}-01`;
  const offset = weekdayOf(first);
  const weeks = Math.ceil((offset + daysInMonth(year, m)) / 7);
  const cellW = 36;
  const cellH = 21;
  const top = ensureSpace(doc, 14 + weeks * cellH + 8) + 4;
  const left = A4.margin;
  ['일', '월', '화', '수', '목', '금', '토'].forEach((label, index) => {
    doc
      .fontSize(8)
      .fillColor(PDF_COLORS.muted)
      .text(label, left + index * cellW, top, { width: cellW, align: 'center', lineBreak: false });
  });
  for (let day = 1; day <= daysInMonth(year, m); day += 1) {
    const date = addDays(first, day - 1);
    const index = offset + day - 1;
    const x = left + (index % 7) * cellW;
    const y = top + 12 + Math.floor(index / 7) * cellH;
    doc
      .rect(x + 1, y + 1, cellW - 2, cellH - 2)
      .lineWidth(0.4)
      .strokeColor(PDF_COLORS.line)
      .stroke();
    doc
      .fontSize(7.5)
      .fillColor(PDF_COLORS.muted)
      .text(String(day), x + 3, y + 2, { lineBreak: false });
    const status = statuses.get(date);
    if (status)
      doc
        .fontSize(7.5)
        .fillColor(STATUS_COLORS[status])
        .text(ATTENDANCE_STATUS_LABELS[status], x, y + 10, { width: cellW, align: 'center', lineBreak: false });
  }
  doc.x = A4.margin;
  doc.y = top + 12 + weeks * cellH + 6;
  doc.fillColor(PDF_COLORS.text).fontSize(10);
}

const scoreText = (value: number | null) => (value === null ? '-' : String(Math.round(value * 10) / 10));

function grades(doc: PdfDoc, input: ReportPdfInput): void {
  const rows = input.content.grades;
  heading(doc, '성적');
  if (rows.length === 0) {
    paragraph(doc, '이번 달 공개된 시험이 없습니다.', { color: PDF_COLORS.muted });
    return;
  }
  const showRank = rows.some((row) => row.rank !== null);
  const width = contentWidth();
  table(
    doc,
    [
      { header: '시험', width: width * (showRank ? 0.3 : 0.38) },
      { header: '과목', width: width * 0.14 },
      { header: '날짜', width: width * 0.14 },
      { header: '점수', width: width * 0.12, align: 'right' },
      { header: '반 평균', width: width * 0.11, align: 'right' },
      { header: '반 최고', width: width * 0.11, align: 'right' },
      ...(showRank ? [{ header: '석차', width: width * 0.08, align: 'right' as const }] : []),
    ],
    rows.map((row) => [
      row.name,
      row.subject,
      row.testDate.slice(5).replace('-', '.'),
      `${scoreText(row.score)} / ${scoreText(row.maxScore)}`,
      scoreText(row.classAverage),
      scoreText(row.classHighest),
      ...(showRank ? [row.rank === null ? '-' : `${row.rank}/${row.rankOf ?? '-'}`] : []),
    ]),
  );
  doc.moveDown(0.6);
  // Percent of each test's maximum, so tests out of 50 and 100 share one scale.
  const percent = (value: number | null, max: number) => (value === null || max <= 0 ? null : (value / max) * 100);
  barChart(doc, {
    categories: rows.map((row) => row.name),
    series: [
      { label: '내 점수', color: PDF_COLORS.primary, values: rows.map((row) => percent(row.score, row.maxScore)) },
      {
        label: '반 평균',
        color: PDF_COLORS.secondary,
        values: rows.map((row) => percent(row.classAverage, row.maxScore)),
      },
    ],
    max: 100,
    height: 90,
    unit: '만점 대비 %',
  });
}

function homework(doc: PdfDoc, input: ReportPdfInput): void {
  const view = input.content.homework;
  heading(doc, '숙제');
  if (!view || view.assigned === 0) {
    paragraph(doc, '이번 달 마감된 숙제가 없습니다.', { color: PDF_COLORS.muted });
    return;
  }
  paragraph(
    doc,
    `완료율 ${view.rate === null ? '-' : `${view.rate}%`}   부여 ${view.assigned}  제출 ${view.submitted}  완료 ${view.completed}  늦은 제출 ${view.late}  미제출 ${view.missing}`,
  );
  const width = contentWidth();
  table(
    doc,
    [
      { header: '숙제', width: width * 0.6 },
      { header: '마감', width: width * 0.2 },
      { header: '상태', width: width * 0.2 },
    ],
    view.items.map((item) => [item.title, item.dueAt.slice(5, 10).replace('-', '.'), HOMEWORK_LABELS[item.status]]),
  );
}

function study(doc: PdfDoc, input: ReportPdfInput): void {
  const view = input.content.study;
  heading(doc, '순공 시간');
  if (!view) return;
  paragraph(doc, `이번 달 합계 ${formatDuration(view.totalMinutes)}`);
  doc.moveDown(0.4);
  const max = Math.max(60, ...view.weeks.map((week) => week.minutes));
  barChart(doc, {
    categories: view.weeks.map((week) => `${week.from.slice(5).replace('-', '.')}~${week.to.slice(8)}`),
    series: [{ label: '주간 공부 시간(분)', color: PDF_COLORS.primary, values: view.weeks.map((w) => w.minutes) }],
    max: Math.ceil(max / 60) * 60,
    height: 70,
    unit: '분',
  });
}
