/**
 * Reads an ERP feed into raw records, one per product, without ever holding more than one record's text: CSV (the
 * spreadsheet a store exports; `;` or `,` separated, UTF-8, first line the column names) or JSON (an array of
 * objects, or `{ "produtos": [...] }`). A broken record (bad quoting, a line over MAX_RECORD_BYTES, a quote never
 * closed) is a row error and reading goes on with the next one; csv-parse alone stops at the first such error.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { parse as parseCsvRecord } from 'csv-parse/sync';
import type { IssueCode } from './messages';

/** One product's cells, by column name, and the feed line it starts on. */
export interface RawRecord {
  line: number;
  fields: Record<string, unknown>;
}
export interface RecordError {
  line: number;
  code: IssueCode;
  params?: Record<string, string | number>;
}
export type FeedItem = RawRecord | RecordError;
export const isRecordError = (item: FeedItem): item is RecordError => 'code' in item;

/** Longest record a feed may hold (a product's texts fit in a fraction of it). */
export const MAX_RECORD_BYTES = 1024 * 1024;
/** A quoted cell may span this many lines; past it the quote is taken as never closed. */
const MAX_RECORD_LINES = 200;
/** Largest JSON feed, which is parsed whole (a CSV feed streams and has no limit). */
export const MAX_JSON_BYTES = 256 * 1024 * 1024;

/** Splits CSV text into records at line ends outside quotes, reporting oversized and unclosed ones. */
export async function* csvRecordTexts(
  chunks: AsyncIterable<string>,
): AsyncGenerator<{ line: number; text: string } | RecordError> {
  let current = '';
  let inQuote = false;
  let line = 1;
  let start = 1;
  let skipping = false; // discarding the rest of an oversized line
  for await (const chunk of chunks) {
    let from = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (skipping) {
        if (c === 10) {
          skipping = false;
          line++;
          start = line;
          from = i + 1;
        }
        continue;
      }
      if (c === 34) inQuote = !inQuote;
      else if (c === 10) {
        line++;
        if (!inQuote) {
          const text = current + chunk.slice(from, i);
          current = '';
          from = i + 1;
          if (text.trim() !== '') yield { line: start, text: text.endsWith('\r') ? text.slice(0, -1) : text };
          start = line;
        } else if (line - start >= MAX_RECORD_LINES) {
          yield { line: start, code: 'csv-quote-not-closed', params: { to: line - 1 } };
          current = '';
          inQuote = false;
          from = i + 1;
          start = line;
        }
      }
      if (current.length + (i - from) > MAX_RECORD_BYTES) {
        yield { line: start, code: 'record-too-long', params: { max: MAX_RECORD_BYTES } };
        current = '';
        inQuote = false;
        skipping = true;
      }
    }
    if (!skipping) current += chunk.slice(from);
  }
  if (inQuote) yield { line: start, code: 'csv-quote-not-closed', params: { to: line } };
  else if (current.trim() !== '')
    yield { line: start, text: current.endsWith('\r') ? current.slice(0, -1) : current };
}

/** `;` when the header has more of them than commas (spreadsheets in Brazil and Paraguay export so). */
const delimiterOf = (header: string) =>
  (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';

/** Column names as written by people: trimmed, lower case, accents and spaces folded (Código → codigo). */
export const columnKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export class FeedError extends Error {
  constructor(
    readonly code: IssueCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

/** Records parsed together: one csv-parse call per record costs ~0.2 ms, one per group a fraction of that. */
const GROUP = 256;

/** Cells of a group of records; a group with a bad record is parsed again record by record, so only it fails. */
function parseGroup(texts: string[], delimiter: string): Array<string[] | null> {
  try {
    const all = parseCsvRecord(texts.join('\n'), { delimiter, relax_column_count: true }) as string[][];
    if (all.length === texts.length) return all;
  } catch {
    // fall through to one at a time
  }
  return texts.map((text) => {
    try {
      return (parseCsvRecord(text, { delimiter, relax_column_count: true }) as string[][])[0] ?? [];
    } catch {
      return null;
    }
  });
}

async function* csvItems(chunks: AsyncIterable<string>): AsyncGenerator<FeedItem> {
  let columns: string[] | null = null;
  let delimiter = ',';
  let group: Array<{ line: number; text: string } | RecordError> = [];
  function* flush(): Generator<FeedItem> {
    const texts = group.flatMap((g) => ('code' in g ? [] : [g.text]));
    const parsed = parseGroup(texts, delimiter);
    let i = 0;
    for (const item of group) {
      if ('code' in item) {
        yield item;
        continue;
      }
      const cells = parsed[i++];
      if (!cells) yield { line: item.line, code: 'csv-quoting' };
      else if (cells.length > columns!.length)
        yield {
          line: item.line,
          code: 'csv-columns',
          params: { found: cells.length, expected: columns!.length },
        };
      else {
        const fields: Record<string, unknown> = {};
        columns!.forEach((name, c) => {
          if (cells[c] !== undefined) fields[name] = cells[c];
        });
        yield { line: item.line, fields };
      }
    }
    group = [];
  }
  for await (const item of csvRecordTexts(chunks)) {
    if (!columns) {
      if ('code' in item) throw new FeedError('feed-header', {});
      delimiter = delimiterOf(item.text);
      try {
        columns = (parseCsvRecord(item.text.replace(/^\uFEFF/, ''), { delimiter }) as string[][])[0].map(
          columnKey,
        );
      } catch {
        throw new FeedError('feed-header');
      }
      continue;
    }
    group.push(item);
    if (group.length >= GROUP) yield* flush();
  }
  if (!columns) throw new FeedError('feed-empty');
  yield* flush();
}

function* jsonItems(text: string): Generator<FeedItem> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new FeedError('feed-json', { detail: (error as Error).message.slice(0, 120) });
  }
  const list = Array.isArray(data) ? data : (data as { produtos?: unknown })?.produtos;
  if (!Array.isArray(list))
    throw new FeedError('feed-json', { detail: 'expected an array of products or { "produtos": [...] }' });
  let index = 0;
  for (const item of list) {
    index++;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      yield { line: index, code: 'json-not-object' };
      continue;
    }
    const fields: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(item)) fields[columnKey(k)] = v;
    yield { line: index, fields };
  }
}

export type FeedFormat = 'csv' | 'json';

export const formatOf = (name: string): FeedFormat => (/\.json$/i.test(name) ? 'json' : 'csv');

/** The feed's records in order. For JSON "line" is the product's position in the array (1-based). */
export async function* readFeed(file: string, format: FeedFormat = formatOf(file)): AsyncGenerator<FeedItem> {
  if (format === 'json') {
    const { size } = await stat(file);
    if (size > MAX_JSON_BYTES) throw new FeedError('feed-too-large', { max: MAX_JSON_BYTES });
    yield* jsonItems(await readFile(file, 'utf8'));
    return;
  }
  yield* csvItems(createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 }));
}

/** sha256 of the file's bytes, streamed: a resumed run must be reading the same feed. */
export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The items of an in-memory feed (tests, the back office's upload). */
export async function* readFeedText(text: string, format: FeedFormat): AsyncGenerator<FeedItem> {
  if (format === 'json') yield* jsonItems(text);
  else
    yield* csvItems(
      (async function* () {
        yield text;
      })(),
    );
}
