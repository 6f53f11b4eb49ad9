import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './data-dir-lock';

const dirs: string[] = [];
const locks: DataDirLock[] = [];
function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
}
async function take(dataDir: string) {
  const lock = await lockDataDir(dataDir);
  locks.push(lock);
  return lock;
}
/** A lock directory as a process that is gone would have left it. */
function leaveLock(dataDir: string, owner: object | null, ageMs = 0) {
  const lockPath = `${dataDir}.lock`;
  fs.mkdirSync(lockPath, { recursive: true });
  if (owner) fs.writeFileSync(path.join(lockPath, 'owner.json'), JSON.stringify(owner));
  const t = new Date(Date.now() - ageMs);
  fs.utimesSync(lockPath, t, t);
  return lockPath;
}
const ownerOf = (lockPath: string) => JSON.parse(fs.readFileSync(path.join(lockPath, 'owner.json'), 'utf8'));

afterEach(async () => {
  for (const lock of locks.splice(0)) await lock.release();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('holds the folder: a second open is refused naming the holder, and the lock goes away on release', async () => {
    const dataDir = tempDataDir();
    const lock = await take(dataDir);
    expect(ownerOf(lock.lockPath)).toMatchObject({ pid: process.pid, host: os.hostname() });

    const refused = await lockDataDir(dataDir).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`in use by pid ${process.pid}`);
    expect((refused as Error).message).toContain(dataDir);

    await lock.release();
    expect(fs.existsSync(lock.lockPath)).toBe(false);
    const again = await take(dataDir);
    expect(ownerOf(again.lockPath).pid).toBe(process.pid);
  });

  it('keeps the lock through its periodic refresh (the owner file must not look like another process)', async () => {
    const lost = vi.spyOn(console, 'error').mockImplementation(() => {});
    const dataDir = tempDataDir();
    const lock = await lockDataDir(dataDir, { updateMs: 1000 });
    await new Promise((r) => setTimeout(r, 2500));
    expect(lost).not.toHaveBeenCalled();
    await expect(lockDataDir(dataDir)).rejects.toThrow(`in use by pid ${process.pid}`);
    await lock.release();
    expect(fs.existsSync(lock.lockPath)).toBe(false);
    lost.mockRestore();
  });

  it('takes over the lock of a process that is gone', async () => {
    const dataDir = tempDataDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const lockPath = leaveLock(dataDir, {
      pid: gone,
      host: os.hostname(),
      command: 'node server/main.ts',
      since: new Date().toISOString(),
    });
    const lock = await take(dataDir);
    expect(lock.lockPath).toBe(lockPath);
    expect(ownerOf(lockPath).pid).toBe(process.pid);
    expect(fs.existsSync(`${lockPath}.takeover`)).toBe(false);
  });

  it('respects a live owner, an owner on another host, and a process still writing its owner file', async () => {
    const live = leaveLock(tempDataDir(), {
      pid: process.ppid,
      host: os.hostname(),
      command: 'npm start',
      since: 'x',
    });
    await expect(lockDataDir(live.replace(/\.lock$/, ''))).rejects.toThrow(`in use by pid ${process.ppid}`);

    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    const remote = leaveLock(
      tempDataDir(),
      { pid: gone, host: 'another-host', command: 'node', since: 'x' },
      3600_000,
    );
    await expect(lockDataDir(remote.replace(/\.lock$/, ''))).rejects.toThrow('on another-host');

    const starting = leaveLock(tempDataDir(), null);
    await expect(lockDataDir(starting.replace(/\.lock$/, ''))).rejects.toThrow(
      'being opened by another process',
    );
    // Without an owner file for a long time: the process died between creating the lock and naming itself.
    const crashed = leaveLock(tempDataDir(), null, 60_000);
    const lock = await take(crashed.replace(/\.lock$/, ''));
    expect(ownerOf(lock.lockPath).pid).toBe(process.pid);
  });
});
