/**
 * A byte budget for the generated-media folder: files are counted as they are written (and found at start),
 * and past the cap the oldest go first, down to 90 % of it, so the folder can't grow without bound however many
 * distinct pictures are asked for. Another process sharing the folder keeps its own count: the cap then holds
 * per process, which is enough to bound the disk.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

interface Entry {
  file: string;
  bytes: number;
}

export interface DiskBudget {
  /** Counts a file just written and evicts the oldest ones past the cap (never the one just written). */
  added(file: string, bytes: number): Promise<void>;
  /** Bytes currently counted. */
  used(): Promise<number>;
}

async function listFiles(root: string): Promise<Array<Entry & { mtimeMs: number }>> {
  const found: Array<Entry & { mtimeMs: number }> = [];
  let names: string[];
  try {
    names = (await readdir(root, { recursive: true })) as string[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return found;
    throw error;
  }
  for (const name of names) {
    if (name.endsWith('.tmp')) continue;
    const file = path.join(root, name);
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) found.push({ file, bytes: info.size, mtimeMs: info.mtimeMs });
  }
  return found.sort((a, b) => a.mtimeMs - b.mtimeMs);
}

export function createDiskBudget(root: string, maxBytes: number): DiskBudget {
  // Oldest first; a Map keeps insertion order and lets a rewritten file move to the back.
  const entries = new Map<string, number>();
  let total = 0;
  let ready: Promise<void> | null = null;
  const init = () =>
    (ready ??= listFiles(root).then((files) => {
      for (const { file, bytes } of files) {
        if (!entries.has(file)) total += bytes;
        entries.set(file, bytes);
      }
    }));

  return {
    async added(file, bytes) {
      await init();
      total += bytes - (entries.get(file) ?? 0);
      entries.delete(file);
      entries.set(file, bytes);
      if (total <= maxBytes) return;
      const target = maxBytes * 0.9;
      for (const [old, size] of entries) {
        if (total <= target || old === file) break;
        entries.delete(old);
        total -= size;
        await rm(old, { force: true });
      }
    },
    async used() {
      await init();
      return total;
    },
  };
}
