/**
 * Lighthouse (mobile form factor, its default simulated throttling) on the first screens a person
 * opens — the log-in screen and the demo director's home — in Debian's Chromium, against the bench's
 * app running for real (decision 0041).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
// The DevTools client Lighthouse itself drives Chromium with (a dependency of the pinned `lighthouse`).
import puppeteer, { type Browser } from 'puppeteer-core';
import type { Database } from '../apps/server/src/db/database';
import { CSRF_COOKIE, createSession } from '../apps/server/src/platform/auth/sessions';
import { cookieName } from '../apps/server/src/platform/http/cookies';
import { CHROMIUM_FLAGS, FULL_CHROMIUM } from '../scripts/chromium';
import { BENCH_SESSION_COOKIE } from './fixtures';

/** Runs per screen; the median one (by performance score) is printed, as Lighthouse advises. */
const RUNS = 3;
/** Issue 14: mobile performance score of every screen measured here. */
const PERFORMANCE_GOAL = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

type LighthouseScreen = {
  name: string;
  path: string;
  /** Cookies the browser holds during the run (a signed-in screen's session and CSRF cookies). */
  cookies?: Array<{ name: string; value: string; httpOnly?: boolean }>;
};

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed during the run (higher is faster; the 4× CPU slowdown is applied on top). */
  benchmarkIndex: number;
};

type Chromium = { port: number; connect: () => Promise<Browser>; close: () => Promise<void> };

/** Starts Chromium with a throwaway profile and a DevTools port of the system's choosing. */
async function launchChromium(): Promise<Chromium> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'academy-lighthouse-'));
  const child = spawn(FULL_CHROMIUM, [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const close = async () => {
    await stopProcess(child);
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const port = await devToolsPort(child);
    const connect = () => puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
    return { port, connect, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Chromium prints `DevTools listening on ws://127.0.0.1:<port>/…` on stderr once it is ready. */
function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before listening:\n${output}`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Attempts per run: on a busy machine Lighthouse now and then records a trace without the navigation's start. */
const ATTEMPTS = 3;

/** One Lighthouse run of `screen`, tried again when its trace came out without the navigation (NO_NAVSTART). */
async function audit(url: string, chromium: Chromium, screen: LighthouseScreen): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, chromium, screen);
    } catch (error) {
      if (attempt >= ATTEMPTS || !String(error).includes('NO_NAVSTART')) throw error;
    }
  }
}

/** One Lighthouse run of `screen` in a tab of its own, holding the screen's cookies during the run. */
async function auditOnce(url: string, chromium: Chromium, screen: LighthouseScreen): Promise<Figures> {
  const browser = await chromium.connect();
  const page = await browser.newPage();
  const cookies = (screen.cookies ?? []).map((cookie) => ({ ...cookie, url, secure: true, sameSite: 'Lax' as const }));
  try {
    if (cookies.length > 0) await page.setCookie(...cookies);
    const flags = {
      port: chromium.port,
      logLevel: 'error' as const,
      output: 'json' as const,
      onlyCategories: [...CATEGORIES],
    };
    return figuresOf(url, await lighthouse(url, flags, undefined, page));
  } finally {
    if (cookies.length > 0) await page.deleteCookie(...cookies);
    await page.close();
    await browser.disconnect();
  }
}

function figuresOf(url: string, result: Awaited<ReturnType<typeof lighthouse>>): Figures {
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError, environment } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    benchmarkIndex: environment.benchmarkIndex,
  };
}

function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return middle;
}

/**
 * The screens measured. The app runs for real, so its cookies are `__Host-` and Secure; Chromium keeps
 * and sends those on http://127.0.0.1 too (a loopback address counts as secure). The director's
 * session is made in the database, as the bench's other signed-in targets are, and the browser holds
 * its two cookies during that run as after a log-in: the httpOnly session and the CSRF cookie the
 * page reads to know it holds a session (decision 0044). A Cookie header added by Lighthouse would
 * not do: the browser replaces it with its own as soon as it holds any cookie of the site.
 */
async function screensToAudit(db: Database): Promise<LighthouseScreen[]> {
  const director = await db
    .selectFrom('users')
    .select('id')
    .where('login_id', '=', 'director')
    .executeTakeFirstOrThrow();
  const session = await createSession(db, { userId: director.id, persistent: true, now: new Date() });
  return [
    { name: '/loginMainTF visitor', path: '/loginMainTF' },
    {
      name: '/mainTF demo director',
      path: '/mainTF',
      cookies: [
        { name: BENCH_SESSION_COOKIE, value: session.token, httpOnly: true },
        { name: cookieName('real', { base: CSRF_COOKIE, path: '/' }), value: session.csrfToken },
      ],
    },
  ];
}

/** Audits each screen RUNS times in one Chromium and prints the median run of each with the goal. */
export async function benchLighthouse({ appUrl, db }: { appUrl: string; db: Database }) {
  console.log(
    `\nLighthouse ${RUNS}× per screen, mobile, simulated throttling (median run; goal: performance ≥ ${PERFORMANCE_GOAL})`,
  );
  if (!existsSync(FULL_CHROMIUM)) {
    console.log(`not run: ${FULL_CHROMIUM} is missing (apt-get install chromium)`);
    return;
  }
  const screens = await screensToAudit(db);
  const chromium = await launchChromium();
  try {
    const columns = ['perf', 'a11y', 'best', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'bench'];
    console.log(`${'screen'.padEnd(26)}${columns.map((h) => h.padStart(8)).join('')}  goal (every run's perf)`);
    for (const screen of screens) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${appUrl}${screen.path}`, chromium, screen));
      const m = median(runs);
      const cells = [
        ...[m.performance, m.accessibility, m.bestPractices, m.fcpMs, m.lcpMs, m.tbtMs].map((n) =>
          Math.round(n).toString(),
        ),
        m.cls.toFixed(3),
        Math.round(m.benchmarkIndex).toString(),
      ];
      const met = m.performance >= PERFORMANCE_GOAL ? 'met' : 'NOT met';
      const all = runs.map((run) => run.performance).join('/');
      console.log(`${screen.name.padEnd(26)}${cells.map((cell) => cell.padStart(8)).join('')}  ${met} (${all})`);
    }
    console.log(
      "bench: Lighthouse's benchmark index of this machine during the median run; the lower it is (other work on the cores), the longer the simulated CPU times",
    );
  } finally {
    await chromium.close();
  }
}
