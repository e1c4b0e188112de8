import { readFileSync } from 'node:fs';
import { ForksPoolWorker, type PoolOptions, type PoolTask, type WorkerRequest } from 'vitest/node';

/**
 * A Vitest pool whose worker processes run one test file after another, so what the files import
 * (the whole app, Fastify, pg, Zod) is loaded once per process instead of once per file; each file
 * still makes its own data (the server harness clones a database per file). Use it with
 * `isolate: false`.
 *
 * A file that needs a process of its own gets a new one, and its process ends with it:
 * - a file that mocks a module (`vi.mock`, `vi.doMock`): a mock replaces the module in the process's
 *   module graph, which the files before it have already built, and it would stay for the files after;
 * - a file named in `ownProcess` (paths from the project root): it changes or checks what belongs to
 *   the whole process (an SDK that installs process-wide handlers, and the check that none is there).
 */
export function sharedProcessPool(ownProcess: readonly string[]) {
  const wanted = new Set(ownProcess);
  const needsOwnProcess = (file: string, root: string) => wanted.has(file.slice(root.length + 1)) || mocksAModule(file);
  return {
    name: SHARED_PROCESS_POOL,
    createPoolWorker: (options: PoolOptions) => new SharedProcessWorker(options, needsOwnProcess),
  };
}

const SHARED_PROCESS_POOL = 'forks-shared-process';

const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;
const mocking = new Map<string, boolean>();

function mocksAModule(file: string): boolean {
  let mocks = mocking.get(file);
  if (mocks === undefined) {
    mocks = MOCKS_A_MODULE.test(readFileSync(file, 'utf8'));
    mocking.set(file, mocks);
  }
  return mocks;
}

class SharedProcessWorker extends ForksPoolWorker {
  override readonly name = SHARED_PROCESS_POOL;
  private readonly root: string;
  /** Set once this process has been given a file that needs a process of its own. */
  private spent = false;

  constructor(
    options: PoolOptions,
    private readonly needsOwnProcess: (file: string, root: string) => boolean,
  ) {
    super(options);
    this.root = options.project.config.root;
  }

  private needOwnProcess(files: readonly { filepath: string }[]): boolean {
    return files.some((file) => this.needsOwnProcess(file.filepath, this.root));
  }

  override send(message: WorkerRequest): void {
    if ((message.type === 'run' || message.type === 'collect') && this.needOwnProcess(message.context.files)) {
      // With one worker Vitest hands a process every file at once, so none can have a process of its own.
      if (message.context.files.length > 1)
        console.warn('Files that need a process of their own share one here and may fail: use --maxWorkers=2 or more.');
      this.spent = true;
    }
    super.send(message);
  }

  /** Asked by Vitest before it gives this process another file. */
  canReuse(task: PoolTask): boolean {
    return !this.spent && !this.needOwnProcess(task.context.files);
  }
}
