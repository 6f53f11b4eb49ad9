'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { adminCall, AdminCallError } from '@/lib/admin/client';
import { useAdmin } from './admin-context';
import { Button, ErrorLine, Field } from './form-bits';

/** The API's "a fresh TOTP would let this through" (issue 26): 403 with `step_up: 'totp'`. */
export const needsStepUp = (e: unknown): e is AdminCallError =>
  e instanceof AdminCallError && e.status === 403 && (e.body as { step_up?: unknown }).step_up === 'totp';

/**
 * Render `prompt` outside any other form (a form cannot hold another). Staff changes, refunds and rate changes: `run(call)` makes the call; when the API asks for a fresh TOTP, the
 * prompt (render `prompt` where it belongs) asks the staff member for a code in their language, sends it to
 * /admin/session/step-up and makes the call once more. "Back" gives the caller the API's refusal.
 */
export function useStepUp(): { run: <T>(call: () => Promise<T>) => Promise<T>; prompt: ReactNode } {
  const [waiting, setWaiting] = useState<((ok: boolean) => void) | null>(null);
  async function run<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (e) {
      if (!needsStepUp(e)) throw e;
      const ok = await new Promise<boolean>((resolve) => setWaiting(() => resolve));
      setWaiting(null);
      if (!ok) throw e;
      return call();
    }
  }
  return { run, prompt: waiting ? <StepUpPrompt onDone={waiting} /> : null };
}

function StepUpPrompt({ onDone }: { onDone: (ok: boolean) => void }) {
  const { t } = useAdmin();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await adminCall('stepUp', { body: { totp: code.trim() } });
      onDone(true);
    } catch (err) {
      setError(err instanceof AdminCallError ? err.message : String(err));
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="step-up-title"
      className="flex max-w-sm flex-col gap-3 rounded border border-amber-600 bg-amber-50 p-4"
    >
      <h2 id="step-up-title" className="font-semibold">
        {t.stepUpTitle}
      </h2>
      <p className="text-sm">{t.stepUpHint}</p>
      <form onSubmit={submit} className="flex flex-col gap-3">
        <Field
          value={code}
          onChange={(e) => setCode(e.target.value)}
          label={t.totp}
          name="step-up-totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          autoFocus
        />
        <ErrorLine>{error}</ErrorLine>
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            {t.stepUpConfirm}
          </Button>
          <button
            type="button"
            className="rounded border border-zinc-400 px-3 py-1.5 text-sm"
            onClick={() => onDone(false)}
          >
            {t.stepUpBack}
          </button>
        </div>
      </form>
    </div>
  );
}
