import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Identity documents on disk, in a private folder outside any public path (config.documentsDir). Keys are
 * random names the store chooses; nothing from the upload (name, extension) reaches the file system.
 */
export function documentStore(dir: string) {
  const fileOf = (key: string) => {
    if (!/^[0-9a-f-]{36}\.(png|jpg|gif|pdf)$/.test(key)) throw new Error('bad document key');
    return path.join(dir, key.slice(0, 2), key);
  };
  return {
    async put(data: Buffer, ext: 'png' | 'jpg' | 'gif' | 'pdf'): Promise<string> {
      const key = `${randomUUID()}.${ext}`;
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, data, { mode: 0o600 });
      return key;
    },
    get: (key: string): Promise<Buffer> => readFile(fileOf(key)),
    remove: (key: string): Promise<void> => rm(fileOf(key), { force: true }),
  };
}
export type DocumentStore = ReturnType<typeof documentStore>;
