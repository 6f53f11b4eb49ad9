/**
 * The back office's import upload over the import service (server/services/catalog-import, decision 0030):
 * an uploaded CSV or JSON is kept under MEDIA_DIR/imports by its SHA-256 (never served: /media serves only its
 * picture kinds), dry-run at once, and applied on request in the background with its progress polled. The
 * service's runs make an apply resumable and idempotent: the same file again continues or changes nothing.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImportReportAnswer, ImportStatus } from '../../../lib/contract/admin-catalog';
import type { Db } from '../../db/client';
import { FeedError, formatOf, readFeedText, type FeedFormat } from '../catalog-import/feed-reader';
import { importCatalog, type ImportReport } from '../catalog-import/import-run';
import { issueText, type ImportLang } from '../catalog-import/messages';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import { writeAudit, type Actor } from '../staff/audit';
import type { AnnounceCatalog } from './catalog-admin';

/** Issues listed on the page (the counts cover them all). */
const SHOWN_ISSUES = 200;
const WARNINGS = new Set(['pictures-too-many', 'picture-failed', 'feed-unknown-columns']);

interface Run {
  state: 'executando' | 'concluido' | 'falhou';
  done: number;
  total: number;
  name: string;
  report: ImportReport | null;
}

export function catalogUploadService({
  db,
  mediaDir,
  announce,
  now,
}: {
  db: Db;
  mediaDir: string;
  announce: AnnounceCatalog;
  now: () => Date;
}) {
  const dir = path.resolve(mediaDir, 'imports');
  const runs = new Map<string, Run>();
  let running: string | null = null;

  const fileOf = (hash: string, format: FeedFormat) => path.join(dir, `${hash}.${format}`);

  async function load(hash: string): Promise<{ text: string; format: FeedFormat; name: string }> {
    for (const format of ['csv', 'json'] as const) {
      try {
        const text = await readFile(fileOf(hash, format), 'utf8');
        const name = await readFile(`${fileOf(hash, format)}.name`, 'utf8').catch(
          () => `${hash.slice(0, 8)}.${format}`,
        );
        return { text, format, name };
      } catch {
        // try the other format
      }
    }
    throw new NotFoundError();
  }

  function answer(hash: string, name: string, report: ImportReport, lang: ImportLang): ImportReportAnswer {
    return {
      arquivo: hash,
      nome: name,
      simulacao: report.dryRun,
      tipo: report.kind,
      registros: report.records,
      validos: report.validRows,
      criados: report.created,
      alterados: report.changed,
      inalterados: report.unchanged,
      erros: report.errorCount,
      avisos: report.warningCount,
      problemas: report.issues.slice(0, SHOWN_ISSUES).map((i) => ({
        linha: i.line,
        codigo: i.productCode ?? null,
        tipo: WARNINGS.has(i.code) ? 'aviso' : 'erro',
        mensagem: issueText(i, lang),
      })),
      novas: {
        marcas: report.taxonomy.brands,
        categorias: report.taxonomy.categories,
        departamentos: report.taxonomy.departments,
      },
    };
  }

  async function run(
    hash: string,
    dryRun: boolean,
    onProgress?: (done: number, total: number) => void,
  ): Promise<{ report: ImportReport; name: string }> {
    const { text, format, name } = await load(hash);
    const report = await importCatalog(db, {
      items: readFeedText(text, format),
      feedHash: hash,
      feedName: name,
      dryRun,
      pictures: { mediaDir },
      onProgress,
    });
    return { report, name };
  }

  /** Keeps the file and dry-runs it: what an apply would create, change and leave, and every row error. */
  /** Issue 26 point 9: an import that failed is in the audit log too (who tried which file, and why). */
  const auditFailure = (
    actor: Actor,
    action: 'catalog.import_refused' | 'catalog.import_failed',
    after: Record<string, unknown>,
  ) =>
    db.transaction((tx) =>
      writeAudit(
        tx,
        actor,
        {
          action,
          entity: 'catalog_import_runs',
          entityId: String(after.sha256 ?? 'upload').slice(0, 64),
          before: null,
          after,
        },
        now(),
      ),
    );

  async function dryRun(
    file: { data: Buffer; filename: string },
    lang: ImportLang,
    actor?: Actor,
  ): Promise<ImportReportAnswer> {
    const format = formatOf(file.filename);
    if (!/\.(csv|json)$/i.test(file.filename)) throw new ValidationError({ arquivo: ['importFileType'] });
    const text = file.data.toString('utf8');
    if (text.includes('\u0000')) throw new ValidationError({ arquivo: ['importFileType'] });
    const hash = createHash('sha256').update(file.data).digest('hex');
    await mkdir(dir, { recursive: true });
    const target = fileOf(hash, format);
    const temp = `${target}.${randomUUID()}.tmp`;
    await writeFile(temp, file.data);
    await rename(temp, target);
    await writeFile(`${target}.name`, path.basename(file.filename).slice(0, 200));
    try {
      const { report, name } = await run(hash, true);
      return answer(hash, name, report, lang);
    } catch (error) {
      if (error instanceof FeedError) {
        await rm(target, { force: true });
        if (actor)
          await auditFailure(actor, 'catalog.import_refused', {
            file: path.basename(file.filename).slice(0, 200),
            sha256: hash,
            error: error.code,
          });
        throw new ValidationError({
          arquivo: [
            {
              key: 'importFeedError',
              params: { detail: issueText({ code: error.code, params: error.params }, lang) },
            },
          ],
        });
      }
      throw error;
    }
  }

  /** Starts applying a dry-run file in the background (one apply at a time per API process); its status at once. */
  async function apply(hash: string, actor: Actor, lang: ImportLang): Promise<ImportStatus> {
    const { name } = await load(hash);
    if (running && running !== hash) throw new ConflictError('importRunning');
    if (running === hash) return status(hash, lang);
    running = hash;
    const state: Run = { state: 'executando', done: 0, total: 0, name, report: null };
    runs.set(hash, state);
    void (async () => {
      try {
        const { report } = await run(hash, false, (done, total) => Object.assign(state, { done, total }));
        Object.assign(state, { report, state: 'concluido', done: report.validRows, total: report.validRows });
        const at = now();
        await db.transaction((tx) =>
          writeAudit(
            tx,
            actor,
            {
              action: 'catalog.import',
              entity: 'catalog_import_runs',
              entityId: report.runId ?? hash,
              before: null,
              after: {
                file: name,
                sha256: hash,
                created: report.created,
                changed: report.changed,
                unchanged: report.unchanged,
                errors: report.errorCount,
              },
            },
            at,
          ),
        );
        if (report.created + report.changed > 0)
          await announce(`import ${name}`, {
            productIds: report.productIds.length <= 50 ? report.productIds : [],
            listings: true,
          });
      } catch (error) {
        state.state = 'falhou';
        console.error(`catalog import ${name} failed:`, error);
        await auditFailure(actor, 'catalog.import_failed', {
          file: name,
          sha256: hash,
          error: error instanceof Error ? error.message.slice(0, 300) : 'unknown',
        }).catch((e) => console.error('catalog import: failure not audited', e));
      } finally {
        running = null;
      }
    })();
    return status(hash, lang);
  }

  function status(hash: string, lang: ImportLang): ImportStatus {
    const r = runs.get(hash);
    if (!r) return { arquivo: hash, estado: 'parado', feitas: 0, total: 0, relatorio: null };
    return {
      arquivo: hash,
      estado: r.state,
      feitas: r.done,
      total: r.total,
      relatorio: r.report ? answer(hash, r.name, r.report, lang) : null,
    };
  }

  /** Resolves when no apply is running (tests, shutdown). */
  async function idle(): Promise<void> {
    while (running) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return { dryRun, apply, status, idle };
}
