'use client';

import { STAFF_ROLES, type StaffBody, type StaffRole } from '@/lib/contract/admin';
import { adminLocale } from '@/lib/admin/texts';
import { useAdmin } from './admin-context';
import { when } from './form-bits';

export type MemberActions = {
  update: (id: number, change: { role?: StaffRole; active?: boolean }) => void;
  reset: (member: StaffBody) => void;
};

/** A member's role: a select for the others, plain words for oneself (an owner cannot demote themselves). */
export function RolePicker({ s, update }: { s: StaffBody; update: MemberActions['update'] }) {
  const { t, me } = useAdmin();
  if (s.id === me?.id) return <>{t.roles[s.role]}</>;
  return (
    <select
      aria-label={`${t.role} ${s.email}`}
      value={s.role}
      onChange={(e) => update(s.id, { role: e.target.value as StaffRole })}
      className="min-h-11 rounded border border-zinc-400 bg-white px-2"
    >
      {STAFF_ROLES.map((r) => (
        <option key={r} value={r}>
          {t.roles[r]}
        </option>
      ))}
    </select>
  );
}

/** Active or not, and a locked authenticator. */
function MemberStatus({ s }: { s: StaffBody }) {
  const { t } = useAdmin();
  return (
    <>
      <span>{s.active ? t.yes : t.no}</span>
      {s.totp_locked && <span className="rounded bg-red-100 px-1 text-red-800">{t.totpLocked}</span>}
    </>
  );
}

/** Disable/enable and a new access link, never for oneself. */
function MemberButtons({ s, update, reset }: { s: StaffBody } & MemberActions) {
  const { t, me } = useAdmin();
  if (s.id === me?.id) return null;
  return (
    <>
      <button
        type="button"
        className="min-h-11 px-1 underline"
        onClick={() => update(s.id, { active: !s.active })}
      >
        {s.active ? t.disable : t.enable}
      </button>
      {s.active && (
        <button type="button" className="min-h-11 px-1 underline" onClick={() => reset(s)}>
          {t.newLink}
        </button>
      )}
    </>
  );
}

/** The team as cards (phones) or a table (wider): nothing scrolls sideways on a 390 px screen. */
export function MemberList({ list, ...actions }: { list: StaffBody[] } & MemberActions) {
  const { t, lang, me } = useAdmin();
  const locale = adminLocale(lang);
  return (
    <>
      <ul className="flex flex-col gap-2 md:hidden" aria-label={t.staff} data-testid="staff-cards">
        {list.map((s) => (
          <li key={s.id} className="flex flex-col gap-2 rounded-lg border border-zinc-300 bg-white p-3">
            <span className="text-lg font-semibold">{s.name}</span>
            <span className="text-sm break-all text-zinc-700">{s.email}</span>
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">{t.role}:</span>
              <RolePicker s={s} update={actions.update} />
            </span>
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium">{t.active}:</span>
              <MemberStatus s={s} />
            </span>
            {s.id !== me?.id && (
              <span className="flex flex-wrap items-center gap-3 text-sm">
                <MemberButtons s={s} {...actions} />
              </span>
            )}
            <span className="text-sm text-zinc-700">
              {t.when}: {when(s.last_login_at, locale)}
            </span>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <table className="w-full border-collapse bg-white text-sm">
          <thead>
            <tr className="border-b text-left">
              <th className="p-2">{t.name}</th>
              <th className="p-2">{t.email}</th>
              <th className="p-2">{t.role}</th>
              <th className="p-2">{t.active}</th>
              <th className="p-2">{t.when}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((s) => (
              <tr key={s.id} className="border-b">
                <td className="p-2">{s.name}</td>
                <td className="p-2">{s.email}</td>
                <td className="p-2">
                  <RolePicker s={s} update={actions.update} />
                </td>
                <td className="p-2">
                  <span className="flex flex-wrap items-center gap-2">
                    <MemberStatus s={s} />
                    <MemberButtons s={s} {...actions} />
                  </span>
                </td>
                <td className="p-2">{when(s.last_login_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
