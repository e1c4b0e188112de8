import { createRequire } from 'node:module';
import type AxeBuilder from '@axe-core/playwright';
import { type APIResponse, type Page, request as playwrightRequest, type WorkerInfo } from '@playwright/test';
import { retryWhileRateLimited } from './account';
import { DEMO_PASSWORD } from './profile-helpers';

/**
 * Helpers for the accessibility journey (e2e/accessibility.spec.ts): a signed-in browser state per
 * demo account, a small scene of this worker's own (two classes meeting every day and a student in
 * the first), axe run once per screen, the results that count, the 320px overflow probe and the
 * focus-ring probe.
 */

export type DemoRole = 'director' | 'manager' | 'teacher' | 'parent' | 'student';
export type StorageState = Awaited<
  ReturnType<Awaited<ReturnType<typeof playwrightRequest.newContext>>['storageState']>
>;
export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

type ClassRef = { classId: string; classNm: string };

export type Scene = {
  instId: string;
  /** 최민준, a demo student of 한빛수학학원. */
  demoStudentId: string;
  /** Meets every day since two months ago; `sheetStudentNm` is in it. */
  classA: ClassRef;
  /** Meets every day too; empty. */
  classB: ClassRef;
  sheetStudentNm: string;
  sheetStudentId: string;
  states: Record<DemoRole, StorageState>;
  /** A new student of this worker in class A since a week ago. */
  newStudentInClassA: (prefix: string) => Promise<{ studentId: string; studentNm: string }>;
};

async function okJson<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const SYLLABLES = '가나다라마바사아자차';
/** Hangul syllables for digits (`405` → `마가바`): names take letters only. */
const hangulOf = (digits: string) => [...digits].map((digit) => SYLLABLES[Number(digit)]).join('');

/** Today in Seoul, and `days` away from it, as `YYYY-MM-DD`. */
function seoulDay(days = 0): string {
  return new Date(Date.now() + 9 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Logs a demo account in through the API and keeps the browser state (cookies) it gets. */
async function signedInState(baseURL: string, loginId: DemoRole) {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    const me = await okJson<{
      csrfToken: string;
      user: { userId: string };
      memberships: { instId: string; instNm: string }[];
    }>(
      await retryWhileRateLimited(() =>
        context.post('/api/auth/login', { data: { userInputId: loginId, pw: DEMO_PASSWORD, keep: true } }),
      ),
      `log in as ${loginId}`,
    );
    return { me, state: await context.storageState() };
  } finally {
    await context.dispose();
  }
}

/**
 * Signs every demo account in once, and makes this worker's scene as the demo director: two classes
 * meeting every day, and a student in the first since a week ago. Names carry a per-worker tag.
 */
export async function preparedScene(baseURL: string, workerInfo: WorkerInfo): Promise<Scene> {
  const roles: DemoRole[] = ['director', 'manager', 'teacher', 'parent', 'student'];
  const signedIn = await Promise.all(roles.map((role) => signedInState(baseURL, role)));
  const states = Object.fromEntries(roles.map((role, index) => [role, signedIn[index]?.state])) as Record<
    DemoRole,
    StorageState
  >;
  const director = signedIn[0]?.me;
  const instId = director?.memberships.find((membership) => membership.instNm === '한빛수학학원')?.instId;
  if (!director || !instId) throw new Error('the demo director has no 한빛수학학원');

  const api = await playwrightRequest.newContext({ baseURL, storageState: states.director });
  const headers = { 'x-csrf-token': director.csrfToken };
  const base = `/api/insts/${instId}`;
  const get = <T>(url: string) => api.get(url).then((response) => okJson<T>(response, `GET ${url}`));
  const post = <T>(url: string, data: unknown) =>
    retryWhileRateLimited(() => api.post(url, { data, headers })).then((response) =>
      okJson<T>(response, `POST ${url}`),
    );

  const tag = hangulOf(`${Date.now() % 100_000}${workerInfo.workerIndex % 10}${workerInfo.project.name.length % 10}`);
  const everyDay = [0, 1, 2, 3, 4, 5, 6];
  const newClass = async (letter: string): Promise<ClassRef> => {
    const classNm = `접근성 ${tag} ${letter}반`;
    const created = await post<{ class: { classId: string } }>(`${base}/classes`, {
      classNm,
      compulsorySubject: '수학',
      classTpCd: '010',
      fixed: 12,
      lecDay: everyDay,
      lecStartDt: seoulDay(-60),
      lecEndDt: null,
      lectureList: everyDay.map((day) => ({ day, start: '16:00', end: '17:30', room: '' })),
      teacherId: director.user.userId,
    });
    return { classId: created.class.classId, classNm };
  };
  const [classA, classB] = await Promise.all([newClass('가'), newClass('나')]);

  let students = 0;
  const newStudentInClassA = async (prefix: string) => {
    students += 1;
    const studentNm = `${prefix}${tag}${hangulOf(String(students))}`;
    const { student } = await post<{ student: { studentId: string } }>(`${base}/students`, {
      studentNm,
      birthdate: '2013-04-05',
    });
    await post(`${base}/classes/${classA.classId}/students`, {
      studentIds: [student.studentId],
      startDate: seoulDay(-7),
    });
    return { studentId: student.studentId, studentNm };
  };
  const [sheetStudent, demo] = await Promise.all([
    newStudentInClassA('출석'),
    get<{ items: { studentId: string; studentNm: string }[] }>(`${base}/students?q=${encodeURIComponent('최민준')}`),
  ]);
  const demoStudentId = demo.items.find((item) => item.studentNm === '최민준')?.studentId;
  if (!demoStudentId) throw new Error('no demo student 최민준');

  return {
    instId,
    demoStudentId,
    classA,
    classB,
    sheetStudentNm: sheetStudent.studentNm,
    sheetStudentId: sheetStudent.studentId,
    states,
    newStudentInClassA,
  };
}

/**
 * Moves the pointer off what it clicked and waits until the colours it left have settled: a hovered
 * button's colours are a state of their own, and axe measuring mid-transition reads a colour that is
 * on screen for a moment only. Endless animations (spinners) are not waited for.
 */
export async function pointerAtRest(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The rules every screen is held to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core as @axe-core/playwright loads it (its own dependency), so both run the same axe. */
const AXE_SOURCE = (() => {
  const fromHere = createRequire(import.meta.url);
  const fromAxePlaywright = createRequire(fromHere.resolve('@axe-core/playwright'));
  return (fromAxePlaywright('axe-core') as { source: string }).source;
})();

type AxeInPage = {
  run(
    context: Document,
    options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
  ): Promise<{ violations: AxeViolation[] }>;
};

/**
 * Runs axe on the screen the page shows, with the WCAG tags, as `AxeBuilder.withTags(WCAG_TAGS)` does
 * in its one-frame mode (`axe.run`; the app has no frames). axe is put into the page once per
 * document: the app moves between screens without reloading, so later screens reuse it. AxeBuilder
 * sends all of axe again on every call, and finishes each run in a new blank page with axe loaded
 * again there: under load that took 3 to 20 s a screen against 0.1 to 2 s here.
 */
export async function wcagViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: AxeInPage }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Every rule still runs on every element; only the violations' nodes are gathered in full,
        // not the thousands of passing ones.
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
  return results.violations;
}

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * SPEC §1 fixes the brand fills; white labels on the green (2.7 : 1) and the warning red (3.6 : 1)
 * cannot reach 4.5 : 1 without changing them (docs/decisions/0017-accessibility-checks.md). Only
 * `color-contrast` results of exactly these pairs are waived; any other colour pair, including the
 * brand colours as text on white, is still a violation.
 */
const SPEC_FILL_PAIRS: readonly { fg: string; bg: string }[] = [
  { fg: '#ffffff', bg: '#07b53b' },
  { fg: '#ffffff', bg: '#ff3434' },
];

type AxeNode = AxeViolation['nodes'][number];

function onSpecFill(node: AxeNode): boolean {
  return node.any.some((check) => {
    const data = check.data as { fgColor?: string; bgColor?: string } | null;
    return SPEC_FILL_PAIRS.some((pair) => data?.fgColor === pair.fg && data?.bgColor === pair.bg);
  });
}

/**
 * The violations that fail a screen: impact serious or critical, less the `color-contrast` nodes
 * of white labels on the SPEC's green and red fills.
 */
export function seriousViolations(violations: AxeViolation[]): AxeViolation[] {
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) =>
      violation.id === 'color-contrast'
        ? { ...violation, nodes: violation.nodes.filter((node) => !onSpecFill(node)) }
        : violation,
    )
    .filter((violation) => violation.nodes.length > 0);
}

/** One line per rule, then one per element: what to fix and where. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) => `  • ${node.target.join(' ')}\n    ${(node.failureSummary ?? '').replaceAll('\n', '\n    ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * The document's scroll and client widths, and the visible elements that reach past the client
 * width (outermost only) without a scrolling or clipping box that keeps them in.
 */
export async function overflowAt(page: Page) {
  return page.evaluate(async () => {
    // Let the layout settle after a resize (in the same call: one round trip a screen, not two).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const root = document.documentElement;
    const limit = root.clientWidth;
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const label = element.getAttribute('aria-label') ?? '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} [${Math.round(rect.left)}…${Math.round(rect.right)}] ${label || text}`;
    };
    const keptIn = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const box = parent.getBoundingClientRect();
        if (box.left >= -1 && box.right <= limit + 1) return true;
      }
      return false;
    };
    const offenders: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      // Visually hidden text (1px, clipped) and empty boxes take no room.
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (rect.left >= -1 && rect.right <= limit + 1) continue;
      const style = getComputedStyle(element);
      // Invisible controls (the native input behind a styled checkbox) show nothing to cut off.
      if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') continue;
      if (keptIn(element)) continue;
      if (offenders.some((outer) => outer.contains(element))) continue;
      offenders.push(element);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: limit, offenders: offenders.map(describe) };
  });
}

/** The focused element's focus ring: its outline or box-shadow under :focus-visible ('none' without one). */
export async function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || !element.matches(':focus-visible')) return 'none';
    const style = getComputedStyle(element);
    if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
      return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    }
    if (style.boxShadow && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
    return 'none';
  });
}
