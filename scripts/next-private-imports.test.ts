/**
 * cache-handler.mjs extends two of Next's files that Next does not export publicly. A Next upgrade that moves or
 * reshapes them fails here, in `npm test`, instead of at `next start` (the first) or silently (the second is
 * optional at run time: without it Next's memory of dropped error pages grows with every random slug).
 * Checked against next 16.4; on an upgrade, find the new paths in node_modules/next/dist and update both files.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe("Next's private files that cache-handler.mjs uses", () => {
  it('the file-system cache is still a class with get and set', () => {
    const mod = require('next/dist/server/lib/incremental-cache/file-system-cache.js');
    const FileSystemCache = mod.default ?? mod;
    expect(typeof FileSystemCache).toBe('function');
    expect(typeof FileSystemCache.prototype.get).toBe('function');
    expect(typeof FileSystemCache.prototype.set).toBe('function');
  });

  it('the shared lifetimes memory is still a Map the handler can delete from', () => {
    const mod = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js');
    expect(mod.SharedCacheControls.cacheControls).toBeInstanceOf(Map);
  });
});
