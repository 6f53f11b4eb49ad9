'use client';

import { useState, type FormEvent } from 'react';
import { fill } from '@/lib/admin/day-words';
import { adminErrorText } from '@/lib/admin/errors';
import { paraguayDayBound } from '@/lib/admin/paraguay-time';
import { useAdminQuery } from '@/lib/admin/queries';
import { adminLocale, type AdminText } from '@/lib/admin/texts';
import type { AuditEntry } from '@/lib/contract/admin';
import { useAdmin } from './admin-context';
import { FilterChips, FiltersButton } from './folded-filters';
import { Button, ErrorLine, Select, when } from './form-bits';

const KEYS = ['staff_id', 'action', 'from', 'to'] as const;
type Key = (typeof KEYS)[number];
type Filters = Record<Key, string | undefined>;

/** One entry as a sentence: "Cajero Ana entregou o pedido 100001". */
export function auditSentence(e: AuditEntry, who: string, t: AdminText): string {
  const known = t.actionNames[e.action];
  return `${who} ${known ? fill(known, { id: e.entity_id }) : fill(t.actionOther, { action: e.action, entity: e.entity, id: e.entity_id })}`;
}

/** A before/after value as text a person reads (nested data as compact JSON, wrapped, never letter by letter). */
const valueText = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

function Changes({ label, data }: { label: string; data: Record<string, unknown> | null }) {
  if (!data || Object.keys(data).length === 0) return null;
  return (
    <div>
      <p className="font-medium">{label}</p>
      <dl className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)] gap-x-3 text-sm">
        {Object.entries(data).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-zinc-700 [overflow-wrap:anywhere]">{k}</dt>
            <dd className="font-mono text-xs [overflow-wrap:anywhere]">{valueText(v)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Owner: who did what, in words, newest first; filtered by person, action and Paraguay dates; the data on demand. */
export function AuditLog() {
  const { t, lang } = useAdmin();
  const locale = adminLocale(lang);
  const [filters, setFilters] = useState<Filters>({
    staff_id: undefined,
    action: undefined,
    from: undefined,
    to: undefined,
  });
  const [beforeId, setBeforeId] = useState<string | undefined>();
  const [open, setOpen] = useState(false);
  const team = useAdminQuery('staff', undefined, { staleTime: 300_000 });
  const query = {
    staff_id: filters.staff_id,
    action: filters.action,
    from: filters.from ? (paraguayDayBound(filters.from, 'start') ?? undefined) : undefined,
    to: filters.to ? (paraguayDayBound(filters.to, 'end') ?? undefined) : undefined,
    before_id: beforeId,
  };
  const page = useAdminQuery('audit', { query });
  const nameOf = (e: AuditEntry) => team.data?.data.find((s) => s.id === e.staff_id)?.name ?? e.actor;

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const get = (k: string) => String(f.get(k) ?? '').trim() || undefined;
    setBeforeId(undefined);
    setFilters({ staff_id: get('staff_id'), action: get('action'), from: get('from'), to: get('to') });
    setOpen(false);
  }
  const active = KEYS.filter((k) => filters[k]);
  const labels: Record<Key, string> = { staff_id: t.person, action: t.action, from: t.from, to: t.to };
  const valueText = (k: Key, v: string) =>
    k === 'staff_id'
      ? (team.data?.data.find((s) => String(s.id) === v)?.name ?? v)
      : k === 'action'
        ? fill(t.actionNames[v] ?? v, { id: '…' })
        : new Date(`${v}T12:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' });
  const remove = (k: Key) => {
    setBeforeId(undefined);
    setFilters((f) => ({ ...f, [k]: undefined }));
  };

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.audit}</h1>
      {/* On a phone the filters fold behind one button; from md up they stay open. */}
      <FiltersButton
        open={open}
        onToggle={() => setOpen((o) => !o)}
        controls="audit-filters"
        count={active.length}
        className="self-start md:hidden"
      />
      <form
        id="audit-filters"
        onSubmit={submit}
        role="search"
        aria-label={t.audit}
        className={`${open ? 'grid' : 'hidden'} grid-cols-1 items-end gap-3 rounded border border-zinc-300 bg-white p-3 sm:grid-cols-2 md:grid md:border-0 md:bg-transparent md:p-0 lg:grid-cols-5`}
      >
        {/* key: a field starts again from the filters when a chip removes one. */}
        <Select
          label={t.person}
          name="staff_id"
          defaultValue={filters.staff_id ?? ''}
          key={`p${filters.staff_id}${team.data ? 1 : 0}`}
        >
          <option value="">{t.anyone}</option>
          {(team.data?.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
        <Select label={t.action} name="action" defaultValue={filters.action ?? ''} key={`a${filters.action}`}>
          <option value="">{t.all}</option>
          {Object.keys(t.actionNames).map((a) => (
            <option key={a} value={a}>
              {fill(t.actionNames[a], { id: '…' })}
            </option>
          ))}
        </Select>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t.from}</span>
          <input
            type="date"
            name="from"
            defaultValue={filters.from ?? ''}
            key={`f${filters.from}`}
            className="min-h-11 rounded border border-zinc-400 bg-white px-2"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t.to}</span>
          <input
            type="date"
            name="to"
            defaultValue={filters.to ?? ''}
            key={`t${filters.to}`}
            className="min-h-11 rounded border border-zinc-400 bg-white px-2"
          />
        </label>
        <Button type="submit" className="min-h-12 rounded bg-blue-800 px-4 font-medium text-white">
          {t.filter}
        </Button>
      </form>
      <FilterChips
        chips={active.map((k) => ({ key: k, label: labels[k], value: valueText(k, filters[k]!) }))}
        onRemove={remove}
      />
      {page.error && <ErrorLine>{adminErrorText(page.error, lang)}</ErrorLine>}
      {page.isPending && <p>{t.loading}</p>}
      {page.data && page.data.data.length === 0 && <p>{t.none}</p>}
      <ol className="flex flex-col gap-2" data-testid="audit-entries">
        {page.data?.data.map((e) => (
          <li key={e.id} className="rounded border border-zinc-300 bg-white p-3">
            <p className="text-xs text-zinc-700">{when(e.created_at, locale)}</p>
            <p className="font-medium [overflow-wrap:anywhere]">{auditSentence(e, nameOf(e), t)}</p>
            {(e.before || e.after) && (
              <details className="mt-1">
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm text-blue-800 underline">
                  {t.details}
                </summary>
                <div className="mt-1 flex flex-col gap-2">
                  <p className="text-sm text-zinc-700 [overflow-wrap:anywhere]">
                    {e.actor} · {e.action} · {e.entity} {e.entity_id}
                  </p>
                  <Changes label={t.before} data={e.before} />
                  <Changes label={t.after} data={e.after} />
                </div>
              </details>
            )}
          </li>
        ))}
      </ol>
      {page.data?.next_before_id && (
        <div>
          <Button type="button" onClick={() => setBeforeId(String(page.data.next_before_id))}>
            {t.next}
          </Button>
        </div>
      )}
    </section>
  );
}
