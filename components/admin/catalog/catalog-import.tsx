'use client';

import { useState, type FormEvent } from 'react';
import { adminCall, adminUpload } from '@/lib/admin/client';
import type { AdminAnswer } from '@/lib/admin/operations';
import { useAdminQuery } from '@/lib/admin/queries';
import { useAdmin } from '../admin-context';
import { Button, ErrorLine } from '../form-bits';
import { adminErrorText as errorText } from '@/lib/admin/errors';
import { CatalogNav, useCatalogText } from './catalog-bits';

type Report = AdminAnswer<'importFeed'>;
type Status = AdminAnswer<'importStatus'>;

/** Upload a CSV/JSON feed → dry run (what would be created, changed, left; row errors) → apply, with progress. */
export function CatalogImport() {
  const { t } = useAdmin();
  const c = useCatalogText();
  const [report, setReport] = useState<Report | null>(null);
  const [started, setStarted] = useState<Status | null>(null);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  // While an import runs, its state is read every second (React Query's interval) until it is no longer running.
  const running = started?.estado === 'executando' ? report?.arquivo : undefined;
  const polled = useAdminQuery(
    'importStatus',
    { params: { arquivo: running ?? '' } },
    {
      enabled: !!running,
      refetchInterval: (q) => (q.state.data && q.state.data.estado !== 'executando' ? false : 1000),
    },
  );
  const status = (running && polled.data) || started;
  const busy = sending || status?.estado === 'executando';
  const pollError = polled.error ? errorText(polled.error) : '';

  async function dryRun(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError('');
    setReport(null);
    setStarted(null);
    setSending(true);
    try {
      setReport(await adminUpload('importFeed', new FormData(e.currentTarget)));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  }

  async function apply() {
    if (!report) return;
    setError('');
    setSending(true);
    try {
      setStarted(await adminCall('applyImport', { params: { arquivo: report.arquivo } }));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSending(false);
    }
  }

  const shown = status?.relatorio ?? report;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{c.import}</h1>
      <CatalogNav />
      <form onSubmit={dryRun} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{c.file}</span>
          <input
            type="file"
            name="arquivo"
            accept=".csv,.json,text/csv,application/json"
            required
            className="text-sm"
          />
        </label>
        <Button type="submit" disabled={busy}>
          {c.dryRun}
        </Button>
      </form>
      <ErrorLine>{error || pollError}</ErrorLine>
      {status?.estado === 'executando' && (
        <div role="status" className="flex flex-col gap-1">
          <p>
            {c.progress
              .replace('{done}', String(status.feitas))
              .replace('{total}', String(status.total || '…'))}
          </p>
          <progress
            max={status.total || 1}
            value={status.feitas}
            className="w-full max-w-md"
            aria-label={c.import}
          />
        </div>
      )}
      {status?.estado === 'concluido' && <p role="status">{c.applied}</p>}
      {status?.estado === 'falhou' && <ErrorLine>{c.failed}</ErrorLine>}
      {shown && (
        <div className="flex flex-col gap-3">
          {shown.simulacao && <p role="status">{c.dryRunDone}</p>}
          <dl className="grid max-w-2xl grid-cols-3 gap-2 text-sm md:grid-cols-6">
            {(
              [
                [c.records, shown.registros],
                [c.created, shown.criados],
                [c.changed, shown.alterados],
                [c.unchanged, shown.inalterados],
                [c.errors, shown.erros],
                [c.warnings, shown.avisos],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded border border-zinc-300 bg-white p-2">
                <dt className="text-zinc-700">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {shown.novas.marcas.length + shown.novas.categorias.length + shown.novas.departamentos.length >
            0 && (
            <p className="text-sm">
              {c.newTaxonomy}:{' '}
              {[...shown.novas.marcas, ...shown.novas.categorias, ...shown.novas.departamentos].join(', ')}
            </p>
          )}
          {shown.problemas.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse bg-white text-sm">
                <thead>
                  <tr className="border-b text-left">
                    <th className="p-2">{c.line}</th>
                    <th className="p-2">{c.code}</th>
                    <th className="p-2">{c.problem}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.problemas.map((p, i) => (
                    <tr key={i} className="border-b">
                      <td className="p-2 tabular-nums">{p.linha}</td>
                      <td className="p-2 font-mono">{p.codigo ?? '—'}</td>
                      <td className="p-2">
                        <span className={p.tipo === 'erro' ? 'font-medium text-red-800' : 'text-amber-900'}>
                          {p.tipo === 'erro' ? c.error : c.warning}
                        </span>
                        : {p.mensagem}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {report && shown.simulacao && status?.estado !== 'concluido' && (
            <div>
              <Button
                type="button"
                onClick={apply}
                disabled={busy || report.criados + report.alterados === 0}
              >
                {c.apply}
              </Button>
            </div>
          )}
          {busy && <p>{t.loading}</p>}
        </div>
      )}
    </section>
  );
}
