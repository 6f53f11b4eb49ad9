'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { adminCall, AdminCallError } from '@/lib/admin/client';
import type { AdminAnswer } from '@/lib/admin/operations';
import { adminLocale } from '@/lib/admin/texts';
import { useAdmin } from './admin-context';
import { Button, ErrorLine, Field, when } from './form-bits';

/** Owner: who did what, before and after, newest first, filtered. */
export function AuditLog() {
  const { t, lang } = useAdmin();
  const [filters, setFilters] = useState<Record<string, string | undefined>>({});
  const [beforeId, setBeforeId] = useState<string | undefined>();
  const [page, setPage] = useState<AdminAnswer<'audit'> | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    adminCall('audit', { query: { ...filters, before_id: beforeId } }).then(setPage, (e) => setError(e instanceof AdminCallError ? e.message : String(e)));
  }, [filters, beforeId]);
  useEffect(load, [load]);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBeforeId(undefined);
    setFilters(Object.fromEntries([...new FormData(e.currentTarget).entries()].map(([k, v]) => [k, String(v).trim() || undefined])));
  }

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.audit}</h1>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <Field label={t.action} name="action" placeholder="order.hand_over" />
        <Field label={t.entity} name="entity" placeholder="order" />
        <Field label="ID" name="entity_id" />
        <Button type="submit">{t.filter}</Button>
      </form>
      <ErrorLine>{error}</ErrorLine>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse bg-white text-sm">
          <thead>
            <tr className="border-b text-left">
              <th className="p-2">{t.when}</th>
              <th className="p-2">{t.who}</th>
              <th className="p-2">{t.action}</th>
              <th className="p-2">{t.entity}</th>
              <th className="p-2">{t.before}</th>
              <th className="p-2">{t.after}</th>
            </tr>
          </thead>
          <tbody>
            {page?.data.map((e) => (
              <tr key={e.id} className="border-b align-top">
                <td className="p-2 whitespace-nowrap">{when(e.created_at, adminLocale(lang))}</td>
                <td className="p-2">{e.actor}</td>
                <td className="p-2">{e.action}</td>
                <td className="p-2">
                  {e.entity} {e.entity_id}
                </td>
                <td className="p-2 font-mono text-xs break-all">{e.before ? JSON.stringify(e.before) : ''}</td>
                <td className="p-2 font-mono text-xs break-all">{e.after ? JSON.stringify(e.after) : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page?.next_before_id && (
        <div>
          <Button type="button" onClick={() => setBeforeId(String(page.next_before_id))}>
            {t.next}
          </Button>
        </div>
      )}
    </section>
  );
}
