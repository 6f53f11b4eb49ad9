import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * One writer per embedded database: PGlite has no cross-process lock of its own, and two processes writing one
 * folder corrupt it. Whoever opens a PGlite folder (the API, the seed command, a migration) first takes this lock.
 *
 * The lock is a directory made atomically with mkdir (proper-lockfile) beside the data folder, `<dir>.lock`,
 * holding `owner.json` (pid, host, command, since) so a refused process can say who holds it. It goes away on
 * release and on every kind of exit proper-lockfile sees (normal exit, SIGINT, SIGTERM); after a kill -9 the
 * next process finds the owner's pid gone and takes the lock over.
 */
export interface LockOwner {
  pid: number;
  host: string;
  command: string;
  since: string;
}

export interface DataDirLock {
  lockPath: string;
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly owner: LockOwner | null,
  ) {
    super(
      owner
        ? `The database folder ${dataDir} is in use by pid ${owner.pid} on ${owner.host} (${owner.command}, since ${owner.since}): ` +
            `stop that process first, or use DATABASE_URL (PostgreSQL) for several processes. If no such process runs, remove ${lockPath}.`
        : `The database folder ${dataDir} is being opened by another process (lock ${lockPath}): wait for it, or stop it first.`,
    );
  }
}

const OWNER_FILE = 'owner.json';
/** A lock directory without an owner file is a process between mkdir and writing its owner: young means live. */
const OWNERLESS_GRACE_MS = 10_000;
/**
 * Staleness is decided by the owner's pid, not by mtime: a long synchronous PGlite query (an index over 100,000
 * products) can block the event loop longer than any sensible mtime window. proper-lockfile still needs a
 * window: a day, refreshed every minute, which also notices a lock directory removed under us.
 */
const MTIME_STALE_MS = 24 * 3600_000;
const MTIME_UPDATE_MS = 60_000;

/**
 * The file system proper-lockfile works through. mkdir writes owner.json into the new lock directory at once,
 * before proper-lockfile reads the directory's mtime (writing it later would change that mtime and make
 * proper-lockfile think another process took the lock); rmdir removes the directory with its owner file.
 */
function lockFs(owner: LockOwner) {
  return {
    ...fs,
    mkdir(p: string, cb: (err: NodeJS.ErrnoException | null) => void) {
      fs.mkdir(p, (err) => {
        if (err) return cb(err);
        fs.writeFile(path.join(p, OWNER_FILE), JSON.stringify(owner), cb);
      });
    },
    rmdir: (p: string, cb: (err: NodeJS.ErrnoException | null) => void) =>
      fs.rm(p, { recursive: true, force: true }, cb),
    rmdirSync: (p: string) => fs.rmSync(p, { recursive: true, force: true }),
  };
}

/** Locks this process holds, by lock path: a second open of one folder in one process is refused too. */
const held = new Set<string>();

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(lockPath, OWNER_FILE), 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the lock at lockPath belongs to nobody alive (checked on this host only). */
function isAbandoned(lockPath: string): boolean {
  const owner = readOwner(lockPath);
  if (!owner) {
    try {
      return Date.now() - fs.statSync(lockPath).mtimeMs > OWNERLESS_GRACE_MS;
    } catch {
      return false; // gone meanwhile: not ours to judge, the next attempt decides
    }
  }
  if (owner.host !== os.hostname()) return false; // another machine's pid means nothing here
  // Our own pid without our own lock: left by an earlier run that had the same pid (a container's pid 1).
  if (owner.pid === process.pid) return !held.has(lockPath);
  return !pidAlive(owner.pid);
}

function isLocked(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ELOCKED';
}

async function mkdirLock(
  dataDir: string,
  lockPath: string,
  owner: LockOwner,
  updateMs = MTIME_UPDATE_MS,
): Promise<() => Promise<void>> {
  return lockfile.lock(dataDir, {
    lockfilePath: lockPath,
    realpath: false,
    stale: MTIME_STALE_MS,
    update: updateMs,
    fs: lockFs(owner),
    onCompromised: (error) => {
      held.delete(lockPath);
      console.error(`Lock ${lockPath} was lost (${error.message}): another process may now open ${dataDir}`);
    },
  });
}

/**
 * Takes over an abandoned lock. Removal happens only while holding a second, short-lived lock, and the owner is
 * re-read under it, so two processes finding the same dead owner can never both remove and re-create the lock.
 */
async function takeOver(
  dataDir: string,
  lockPath: string,
  owner: LockOwner,
): Promise<(() => Promise<void>) | null> {
  let releaseTakeover: () => Promise<void>;
  try {
    releaseTakeover = await lockfile.lock(lockPath, {
      lockfilePath: `${lockPath}.takeover`,
      realpath: false,
      stale: 10_000,
    });
  } catch (error) {
    if (isLocked(error)) return null;
    throw error;
  }
  try {
    if (!isAbandoned(lockPath)) return null;
    fs.rmSync(lockPath, { recursive: true, force: true });
    return await mkdirLock(dataDir, lockPath, owner);
  } catch (error) {
    if (isLocked(error)) return null;
    throw error;
  } finally {
    await releaseTakeover();
  }
}

/**
 * Takes the folder's lock at once or throws DataDirLockedError naming the holder; never waits. `updateMs`
 * (how often the lock is checked and refreshed) is there for tests.
 */
export async function lockDataDir(
  dataDir: string,
  { updateMs = MTIME_UPDATE_MS } = {},
): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  const lockPath = `${dir}.lock`;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const owner: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    command: [
      path.basename(process.argv0),
      ...process.argv.slice(1).map((a) => (path.isAbsolute(a) ? path.relative(process.cwd(), a) : a)),
    ].join(' '),
    since: new Date().toISOString(),
  };
  let release: (() => Promise<void>) | null = null;
  try {
    release = await mkdirLock(dir, lockPath, owner, updateMs);
  } catch (error) {
    if (!isLocked(error)) throw error;
    if (!held.has(lockPath) && isAbandoned(lockPath)) release = await takeOver(dir, lockPath, owner);
    if (!release) throw new DataDirLockedError(dir, lockPath, readOwner(lockPath));
  }
  held.add(lockPath);
  const unlock = release;
  let released = false;
  return {
    lockPath,
    async release() {
      if (released) return;
      released = true;
      held.delete(lockPath);
      // Already released means it was lost (onCompromised said so): nothing left to give back.
      await unlock().catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ERELEASED') throw error;
      });
    },
  };
}
