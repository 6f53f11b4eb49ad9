import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The project folder (where package.json is), found from this file upwards, so files read at run time
 * (migrations, reference geography, .env) resolve the same from server/ under tsx and from the built
 * dist/server/main.js, where every module's import.meta.dirname is dist/server.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(import.meta.dirname);
