import { BATCH_COLUMNS } from '@academy/domain/students/students.batch';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-data';

/**
 * Students batch import (StudentBatch): a generated 5,000-row .xlsx previewed and imported by the
 * demo director, through the app (inject, no network), timed end to end.
 */
export async function benchStudentsImport(app: FastifyInstance) {
  const rows = 5000;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { userInputId: 'director', pw: DEMO_PASSWORD, keep: true },
  });
  const me = login.json() as { memberships: { instId: string }[]; csrfToken: string };
  const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]));
  const headers = { 'x-csrf-token': me.csrfToken };
  const instId = me.memberships[0]?.instId as string;

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('원생 목록');
  sheet.addRow(BATCH_COLUMNS.map((column) => column.header));
  const syllables = '가나다라마바사아자차';
  for (let n = 0; n < rows; n += 1) {
    const tag = [...String(n).padStart(4, '0')].map((digit) => syllables[Number(digit)]).join('');
    const mobile = `0107${String(n).padStart(7, '0')}`;
    sheet.addRow([
      `벤${tag}`,
      `201${n % 8}-0${(n % 9) + 1}-1${n % 10}`,
      n % 2 ? '여' : '남',
      '한빛중학교',
      '중2',
      mobile,
      `벤보호${tag}`,
      '어머니',
      `0108${String(n).padStart(7, '0')}`,
      '',
    ]);
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const boundary = '----academybench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  const started = performance.now();
  const preview = await app.inject({
    method: 'POST',
    url: `/api/insts/${instId}/students/batch/preview`,
    payload,
    cookies,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  const previewed = performance.now();
  const { previewToken, validCount } = preview.json() as { previewToken: string; validCount: number };
  const imported = await app.inject({
    method: 'POST',
    url: `/api/insts/${instId}/students/batch/import`,
    payload: { previewToken },
    cookies,
    headers,
  });
  const done = performance.now();
  const result = imported.json() as { imported: number };
  console.log(
    `\nStudents batch import: ${rows.toLocaleString('en-US')} rows (${(file.length / 1024).toFixed(0)} KiB .xlsx)`,
  );
  console.log('preview (upload, read, check, store)'.padEnd(44), `${(previewed - started).toFixed(0)} ms`.padStart(10));
  console.log('import (one transaction, chunks of 500)'.padEnd(44), `${(done - previewed).toFixed(0)} ms`.padStart(10));
  console.log('total'.padEnd(44), `${(done - started).toFixed(0)} ms`.padStart(10));
  if (preview.statusCode !== 200 || imported.statusCode !== 200 || validCount !== rows || result.imported !== rows) {
    throw new Error(
      `students import bench failed: ${preview.statusCode} ${imported.statusCode} ${imported.body.slice(0, 200)}`,
    );
  }
}
