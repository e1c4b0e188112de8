/**
 * Chat fan-out (decision 0054): one message reaching 500 sockets in one room, p99 under
 * 150 ms. A group room of 500 members is seeded (bench/chat.fixtures.ts), each member opens the
 * chat's WebSocket on the server as `npm start` runs it, in its own process on the bench's database
 * (so its RSS is its own and the 500 clients do not share its event loop), and one member sends
 * messages one at a time. Each delivery is timed from just before the POST until that socket
 * received the `message` event: the POST's transaction, its NOTIFY on the event bus, the server
 * reading the message and the room's members, and the 500 sends.
 *
 * Three paths. With the POST sent to that same server process, and with the POST sent to the
 * bench's in-process app, so the event crosses from one process to the other over LISTEN/NOTIFY as
 * it does between the processes of a deployment: before each of their messages every member's push
 * state is cleared (as if each had read the room since the last message), so every message also
 * makes a push for each of the 499 others, as a busy room does. And, to tell the fan-out's own cost
 * from the pushes', the same process again with every push still pending (nobody read): none made.
 */
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Database } from '../apps/server/src/db/database';
import { newId } from '../apps/server/src/platform/ids/new-id';
import { makeTempDir } from '../apps/server/test/process-helpers';
import { type ChatBenchMember, seedChatRoom } from './chat.fixtures';
import { cpuMeter, cpuMsOf } from './process-cpu';
import { npmStartRuntime, residentMb, startServer } from './start-to-healthy';

const MEMBERS = 500;
const MESSAGES = 50;
/** Messages sent first on each path and not counted: the routes' and serializers' first calls compile. */
const WARM_UP_MESSAGES = 5;
/** The pause between one message's last delivery and the next POST. */
const PAUSE_MS = 20;
const GOAL = { p99Ms: 150 };
/** How long one message may take to reach every socket before the missing ones are counted. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** How long a POST may go unanswered before the bench stops and shows what the database waits on. */
const POST_TIMEOUT_MS = 30_000;
/** How long the server may take to catch up with notifications waiting to be planned or sent. */
const SETTLE_TIMEOUT_MS = 120_000;
/** Sockets opening at the same time (a crowd of tabs connecting, not 500 handshakes in one burst). */
const OPENING_AT_ONCE = 50;

/**
 * What the bench uses of the `ws` client (installed with @fastify/websocket, which has no type
 * declarations of it here); Node 20 has no WebSocket of its own.
 */
type WsClient = {
  on(event: 'message', listener: (data: Buffer) => void): WsClient;
  once(event: 'open', listener: () => void): WsClient;
  once(event: 'error', listener: (error: Error) => void): WsClient;
  once(event: 'close', listener: (code: number) => void): WsClient;
  once(event: 'unexpected-response', listener: (request: unknown, response: { statusCode?: number }) => void): WsClient;
  close(code?: number, reason?: string): void;
  terminate(): void;
};
const { WebSocket } = createRequire(import.meta.url)('ws') as {
  WebSocket: new (url: string, options: { headers: Record<string, string> }) => WsClient;
};

/** One message on its way: when its POST was about to go, and each socket's delay until it arrived. */
type InFlight = { sentAt: number; delays: number[]; allArrived: () => void };

/** Messages on their way, by their client id (the socket's event may come before the POST's answer). */
const inFlight = new Map<string, InFlight>();

function onSocketMessage(data: Buffer) {
  const at = performance.now();
  const event = JSON.parse(data.toString('utf8')) as { type: string; message?: { clientId: string | null } };
  if (event.type !== 'message' || !event.message?.clientId) return;
  const message = inFlight.get(event.message.clientId);
  if (!message) return;
  message.delays.push(at - message.sentAt);
  if (message.delays.length === MEMBERS) message.allArrived();
}

/** Opens one member's socket; rejects with the status when the server refuses the upgrade. */
function openSocket(url: string, member: ChatBenchMember): Promise<WsClient> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie: member.cookie } });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => {
      socket.terminate();
      reject(new Error(`the chat socket was refused: ${response.statusCode}`));
    });
    socket.on('message', onSocketMessage);
  });
}

async function openSockets(url: string, members: readonly ChatBenchMember[]): Promise<WsClient[]> {
  const sockets: WsClient[] = [];
  for (let start = 0; start < members.length; start += OPENING_AT_ONCE)
    sockets.push(...(await Promise.all(members.slice(start, start + OPENING_AT_ONCE).map((m) => openSocket(url, m)))));
  return sockets;
}

async function closeSockets(sockets: readonly WsClient[]) {
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            socket.terminate();
            resolve();
          }, 5000);
          socket.once('close', () => {
            clearTimeout(timer);
            resolve();
          });
          socket.close(1000, 'bench done');
        }),
    ),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the notification pipeline has caught up — no notification waiting to be planned, no
 * delivery due — so work left by earlier sections (the mix's check-ins) is not measured here, and
 * the pushes made here leave no work for later ones. Answers how long it took and what still
 * waits (0 once caught up).
 */
async function pipelineSettled(db: Database): Promise<{ ms: number; waiting: number }> {
  const started = performance.now();
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select ((select count(*) from notifications where planned_at is null)
            + (select count(*) from notification_deliveries
                where status in ('pending', 'sending') and next_attempt_at <= now()))::int as waiting`.execute(db);
    const waiting = rows[0]?.waiting ?? 0;
    const ms = performance.now() - started;
    if (waiting === 0 || ms > SETTLE_TIMEOUT_MS) return { ms, waiting };
    await sleep(250);
  }
}

const settledText = ({ ms, waiting }: { ms: number; waiting: number }) =>
  waiting === 0
    ? `caught up in ${(ms / 1000).toFixed(1)} s`
    : `${waiting} still waiting after ${(ms / 1000).toFixed(0)} s`;

/** The database's busy sessions (a POST went unanswered): what each waits on, and on whom. */
async function printBusySessions(db: Database) {
  const { rows } = await sql<{ line: string }>`
    select format('  pid %s %s %s %s/%s blocked by %s, in transaction %s: %s', pid, coalesce(application_name, ''),
                  state, coalesce(wait_event_type, '-'), coalesce(wait_event, '-'), pg_blocking_pids(pid),
                  coalesce((now() - xact_start)::text, '-'), left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 160)) as line
      from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`.execute(db);
  console.log(`database sessions not idle: ${rows.length}`);
  for (const row of rows) console.log(row.line);
}

type PathFigures = {
  delays: number[];
  missing: number;
  postMs: number[];
  /** CPU ms per message of the server process holding the sockets, and of PostgreSQL. */
  cpu: { server: number; database: number };
};

/**
 * Sends `count` messages one at a time through POST `url` and waits for each to reach every socket
 * (or DELIVERY_TIMEOUT_MS): each delivery's delay, the deliveries that never came and each POST's
 * answer time. `beforeEach` runs outside the timed part.
 */
async function sendAndTime(
  db: Database,
  url: string,
  headers: Record<string, string>,
  count: number,
  beforeEach: () => Promise<unknown>,
): Promise<PathFigures> {
  const figures: PathFigures = { delays: [], missing: 0, postMs: [], cpu: { server: 0, database: 0 } };
  for (let n = 0; n < count; n += 1) {
    await beforeEach();
    const clientId = newId();
    let allArrived = () => {};
    const arrived = new Promise<void>((resolve) => {
      allArrived = resolve;
    });
    const message: InFlight = { sentAt: performance.now(), delays: [], allArrived };
    inFlight.set(clientId, message);
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, text: `벤치마크 공지 ${n + 1}: 내일 수업은 30분 일찍 시작합니다.`, files: [] }),
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
    }).catch(async (error: unknown) => {
      console.log(`\nChat fan-out: a message went unanswered for ${POST_TIMEOUT_MS / 1000} s (${url})`);
      await printBusySessions(db);
      throw error;
    });
    figures.postMs.push(performance.now() - message.sentAt);
    if (response.status !== 200)
      throw new Error(`the message was refused: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      arrived,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, DELIVERY_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    inFlight.delete(clientId);
    figures.delays.push(...message.delays);
    figures.missing += MEMBERS - message.delays.length;
    await sleep(PAUSE_MS);
  }
  return figures;
}

const ascending = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.max(0, Math.ceil(sorted.length * q) - 1)] ?? Number.NaN;
const mb = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MB`);

/**
 * Runs the fan-out on the bench's database (`databaseUrl`, whose cluster lives in `databaseDir`)
 * and prints it. `appUrl` is the bench's in-process app, through which the second path's messages
 * are sent. With `statements` (run.ts's `--statements`), each path's costliest statements are
 * printed as it ends, before the table (every process's together: the cluster's figures).
 */
export async function benchChatFanOut(input: {
  db: Database;
  databaseUrl: string;
  databaseDir: string;
  appUrl: string;
  statements?: { reset: () => Promise<unknown>; print: () => Promise<void> };
}) {
  const room = await seedChatRoom(input.db, MEMBERS);
  // Statistics that know the room, as a database that has been running has (autovacuum analyzes
  // after such inserts): planned on statistics taken while chat_members was nearly empty (the mix
  // analyzes everything before it runs), the push's recipients query takes tens of seconds.
  await sql`vacuum (analyze) users, memberships, sessions, chat_rooms, chat_members, chat_etiquette`.execute(input.db);
  const runtime = npmStartRuntime();
  const dataDir = await makeTempDir('academy-bench-chat-');
  const server = await startServer(runtime, {
    NODE_ENV: 'production',
    DATABASE_URL: input.databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    ALLOW_SANDBOX_FOR_REAL: 'true',
    PUBLIC_ORIGIN: 'https://bench.academy.example',
    LOG_LEVEL: 'info',
  });
  let sockets: WsClient[] = [];
  try {
    const earlier = await pipelineSettled(input.db);
    const readyMb = residentMb(server.pid);
    const opening = performance.now();
    sockets = await openSockets(`${server.url.replace(/^http/, 'ws')}${room.socketPath}`, room.members);
    const openMs = performance.now() - opening;
    const openMb = residentMb(server.pid);
    // Every member has read the room since the last message: each message makes a push for every other.
    const readSince = () =>
      input.db
        .updateTable('chat_members')
        .set({ push_state: null, push_held_until: null })
        .where('inst_id', '=', room.instId)
        .where('room_id', '=', room.roomId)
        .execute();
    const nobodyRead = async () => {};
    const paths = [
      {
        name: 'one process',
        note: 'POST to the server holding the sockets',
        url: server.url,
        before: readSince,
        pushes: MEMBERS - 1,
      },
      {
        name: 'across processes',
        note: "POST to the bench's in-process app",
        url: input.appUrl,
        before: readSince,
        pushes: MEMBERS - 1,
      },
      {
        name: 'no pushes',
        note: 'POST to the server holding the sockets, every push still pending (none made)',
        url: server.url,
        before: nobodyRead,
        pushes: 0,
      },
    ];
    const database = cpuMeter(input.databaseDir);
    const cpuNow = () => ({
      server: cpuMsOf(`/proc/${server.pid}/stat`) ?? Number.NaN,
      database: database.read()?.databaseMs ?? Number.NaN,
    });
    const measured: Array<{ name: string; note: string; pushes: number; figures: PathFigures }> = [];
    for (const path of paths) {
      const url = `${path.url}${room.messagesPath}`;
      await sendAndTime(input.db, url, room.sender, WARM_UP_MESSAGES, path.before);
      await input.statements?.reset();
      const before = cpuNow();
      const figures = await sendAndTime(input.db, url, room.sender, MESSAGES, path.before);
      const after = cpuNow();
      if (input.statements) {
        console.log(`  chat fan-out, ${path.name}:`);
        await input.statements.print();
      }
      figures.cpu = {
        server: (after.server - before.server) / MESSAGES,
        database: (after.database - before.database) / MESSAGES,
      };
      measured.push({ name: path.name, note: path.note, pushes: path.pushes, figures });
    }
    const rss = { end: residentMb(server.pid), peak: residentMb(server.pid, 'peak') };
    const ours = await pipelineSettled(input.db);
    console.log(
      `\nChat fan-out: a group room of ${MEMBERS} members (written directly: the API invites at most 100), ` +
        `one socket each on the server in its own process (npm start: ${runtime}); ${MESSAGES} messages per path ` +
        `after ${WARM_UP_MESSAGES} not counted, one at a time, ${PAUSE_MS} ms apart`,
    );
    console.log(
      `notification pipeline: earlier notifications ${settledText(earlier)} before the sockets opened; ` +
        `this section's pushes ${settledText(ours)} after its last message`,
    );
    console.log(`sockets opened: ${sockets.length} in ${openMs.toFixed(0)} ms (${OPENING_AT_ONCE} at a time)`);
    for (const path of measured) console.log(`${path.name}: ${path.note}`);
    console.log('delay: from just before the POST until a socket received the message event');
    console.log('figure'.padEnd(34), ...measured.map((path) => path.name.padStart(18)));
    const row = (label: string, value: (figures: PathFigures, path: (typeof measured)[number]) => string) =>
      console.log(label.padEnd(34), ...measured.map((path) => value(path.figures, path).padStart(18)));
    const sorted = new Map(measured.map((path) => [path.figures, ascending(path.figures.delays)]));
    const delayAt = (figures: PathFigures, q: number) => percentile(sorted.get(figures) ?? [], q);
    row('pushes per message', (_f, path) => String(path.pushes));
    row('deliveries', (f) => `${f.delays.length} of ${MESSAGES * MEMBERS}`);
    row('missing', (f) => String(f.missing));
    row('p50 ms', (f) => delayAt(f, 0.5).toFixed(1));
    row('p95 ms', (f) => delayAt(f, 0.95).toFixed(1));
    row(`p99 ms (goal < ${GOAL.p99Ms})`, (f) => delayAt(f, 0.99).toFixed(1));
    row('max ms', (f) => delayAt(f, 1).toFixed(1));
    row('POST answered, median ms', (f) => percentile(ascending(f.postMs), 0.5).toFixed(1));
    row('server CPU per message, ms', (f) => f.cpu.server.toFixed(1));
    row('PostgreSQL CPU per message, ms', (f) => f.cpu.database.toFixed(1));
    const met = (f: PathFigures) => f.missing === 0 && delayAt(f, 0.99) < GOAL.p99Ms;
    row('met', (f) => (met(f) ? 'yes' : 'NO'));
    console.log(
      `server RSS: ready ${mb(readyMb)}, ${sockets.length} sockets open ${mb(openMb)}, after the messages ${mb(rss.end)}, peak ${mb(rss.peak)}`,
    );
    const missed = measured.filter((path) => !met(path.figures)).map((path) => path.name);
    console.log(
      missed.length === 0 ? 'chat fan-out: every goal met' : `chat fan-out: goals missed (${missed.join(', ')})`,
    );
  } finally {
    await closeSockets(sockets);
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
