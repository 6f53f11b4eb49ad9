'use client';

import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffBody, type StaffRole } from '@/lib/contract/admin';
import { adminCall } from '@/lib/admin/client';
import { adminErrorText } from '@/lib/admin/errors';
import { useAdminQuery } from '@/lib/admin/queries';
import { useAdmin } from './admin-context';
import { Button, ErrorLine, Field } from './form-bits';
import { MemberList } from './staff-members';
import { useStepUp } from './step-up';

/** Owner: the team, adding members (the setup link to hand over), role changes, disabling; later links go by e-mail. */
export function StaffAdmin() {
  const { t, lang } = useAdmin();
  const { data, error: loadError, refetch } = useAdminQuery('staff');
  const list: StaffBody[] = data?.data ?? [];
  const [link, setLink] = useState('');
  const [mailed, setMailed] = useState('');
  const [error, setError] = useState('');
  // Every team change needs a fresh TOTP (issue 26): the prompt appears when the API asks.
  const stepUp = useStepUp();
  const shown = (res: { staff: StaffBody; setup_link: string | null; setup_link_mailed: boolean }) => {
    setLink(res.setup_link ?? '');
    setMailed(res.setup_link_mailed ? t.linkMailed.replace('{email}', res.staff.email) : '');
  };
  const fail = (e: unknown) => setError(adminErrorText(e, lang));
  const load = () => refetch();

  async function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError('');
    try {
      const res = await stepUp.run(() =>
        adminCall('addStaff', {
          body: {
            email: form.get('email'),
            name: form.get('name'),
            role: form.get('role'),
            lang: form.get('lang'),
          },
        }),
      );
      shown(res);
      await load();
    } catch (err) {
      fail(err);
    }
  }
  async function update(id: number, change: { role?: StaffRole; active?: boolean }) {
    setError('');
    try {
      const res = await stepUp.run(() => adminCall('updateStaff', { params: { id }, body: change }));
      shown(res);
      await load();
    } catch (err) {
      fail(err);
    }
  }

  /** A lost link or authenticator: a new link, after the owner confirms (the member's password stops working). */
  async function reset(member: StaffBody) {
    if (!window.confirm(t.newLinkConfirm.replace('{email}', member.email))) return;
    setError('');
    try {
      const res = await stepUp.run(() => adminCall('resetStaff', { params: { id: member.id } }));
      shown(res);
      await load();
    } catch (err) {
      fail(err);
    }
  }

  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">{t.staff}</h1>
      <form onSubmit={add} className="grid grid-cols-1 gap-3 sm:grid-cols-5 sm:items-end">
        <Field label={t.email} name="email" type="email" required />
        <Field label={t.name} name="name" required maxLength={120} />
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t.role}</span>
          <select name="role" className="min-h-11 rounded border border-zinc-400 bg-white px-2 py-1.5">
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t.roles[r]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t.language}</span>
          <select
            name="lang"
            defaultValue={lang}
            className="min-h-11 rounded border border-zinc-400 bg-white px-2 py-1.5"
          >
            <option value="pt">Português</option>
            <option value="es">Español</option>
          </select>
        </label>
        <Button type="submit">{t.addStaff}</Button>
      </form>
      {stepUp.prompt}
      <ErrorLine>{error || (loadError ? adminErrorText(loadError, lang) : '')}</ErrorLine>
      {mailed && (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3 text-sm">
          {mailed}
        </p>
      )}
      {link && (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3 text-sm">
          {t.setupLink}{' '}
          <code className="break-all" data-testid="setup-link">
            {link}
          </code>
        </p>
      )}
      <MemberList list={list} update={update} reset={reset} />
    </section>
  );
}
