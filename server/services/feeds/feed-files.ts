import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { currentRates, feedFingerprint, feedItems, FEED_MARKETS, type FeedMarket } from './feed-source';
import { GOOGLE_FEED_TAIL, googleFeedHead, googleFeedItem } from './google-feed';
import { metaFeedHead, metaFeedRow } from './meta-feed';

export type FeedKind = 'google' | 'meta';

/** Even with nothing changed, a feed is made again after an hour (a brand renamed does not touch products). */
const MAX_AGE_MS = 60 * 60_000;

/** The feeds' channel title and the brand of products without one (lib/store-info.ts is the storefront's). */
const STORE_NAME = 'Loja CDE';

export interface FeedFile {
  path: string;
  /** Quoted, for ETag: the fingerprint it was made under. */
  etag: string;
  contentType: string;
}

const CONTENT_TYPE: Record<FeedKind, string> = {
  google: 'application/xml; charset=utf-8',
  meta: 'text/csv; charset=utf-8',
};
const EXT: Record<FeedKind, string> = { google: 'xml', meta: 'csv' };

/** Writes one feed to `out`, a batch at a time, waiting for the file to drain: memory stays at one batch. */
async function writeFeed(
  out: NodeJS.WritableStream,
  kind: FeedKind,
  source: AsyncIterable<Parameters<typeof googleFeedItem>[0][]>,
  market: FeedMarket,
  siteUrl: string,
): Promise<void> {
  const write = async (chunk: string) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  await write(kind === 'google' ? googleFeedHead(market, siteUrl, STORE_NAME) : metaFeedHead());
  for await (const batch of source) {
    let chunk = '';
    for (const item of batch)
      chunk += kind === 'google' ? googleFeedItem(item) : metaFeedRow(item, STORE_NAME);
    await write(chunk);
  }
  if (kind === 'google') await write(GOOGLE_FEED_TAIL);
}

/**
 * Feeds kept as files under `dir`, one per kind, market and catalogue fingerprint. A request whose fingerprint has
 * a file streams that file; otherwise the feed is made into a temporary file and renamed into place, so a reader
 * never sees half a feed. Concurrent requests for the same feed in one process wait on one making.
 */
export function feedFiles({ db, dir, siteUrl }: { db: Db; dir: string; siteUrl: string }) {
  const making = new Map<string, Promise<void>>();

  async function fresh(file: string): Promise<boolean> {
    try {
      return Date.now() - (await stat(file)).mtimeMs < MAX_AGE_MS;
    } catch {
      return false;
    }
  }

  async function make(kind: FeedKind, market: FeedMarket, file: string, prefix: string) {
    await mkdir(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    const out = createWriteStream(tmp);
    try {
      // The rates as of now, not the rate service's minute-long memo: the fingerprint already saw a change.
      const rates = await currentRates(db);
      await writeFeed(out, kind, feedItems(db, market, siteUrl, rates), market, siteUrl);
      out.end();
      await once(out, 'finish');
      await rename(tmp, file);
    } catch (error) {
      out.destroy();
      await rm(tmp, { force: true });
      throw error;
    }
    // Older feeds of this kind and market are stale now (other processes' temporary files are left alone).
    for (const name of await readdir(dir))
      if (name.startsWith(prefix) && !name.endsWith('.tmp') && path.join(dir, name) !== file)
        await rm(path.join(dir, name), { force: true });
  }

  return {
    /** The up-to-date file of a feed, made first when the catalogue, a price or a rate changed since the last one. */
    async get(kind: FeedKind, marketId: FeedMarket['id']): Promise<FeedFile> {
      const market = FEED_MARKETS[marketId];
      const fingerprint = createHash('sha256')
        .update(`${siteUrl}|${await feedFingerprint(db)}`)
        .digest('base64url')
        .slice(0, 16);
      const prefix = `${kind}-${marketId}-`;
      const file = path.join(dir, `${prefix}${fingerprint}.${EXT[kind]}`);
      if (!(await fresh(file))) {
        let pending = making.get(file);
        if (!pending) {
          pending = make(kind, market, file, prefix).finally(() => making.delete(file));
          making.set(file, pending);
        }
        await pending;
      }
      return { path: file, etag: `"${fingerprint}"`, contentType: CONTENT_TYPE[kind] };
    },
  };
}
