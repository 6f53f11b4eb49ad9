'use client';

import { useState, type FormEvent } from 'react';
import { fill } from '@/lib/admin/day-words';
import { adminErrorText } from '@/lib/admin/errors';
import { INVOICE_TEXT } from '@/lib/admin/invoice-texts';
import { useAdminMutation } from '@/lib/admin/queries';
import { useAdmin } from './admin-context';
import { ConfirmDialog } from './confirm-dialog';
import { ActionOutcome, Field, Select } from './form-bits';
import { useStepUp } from './step-up';

interface Range {
  tipo: 'fatura' | 'nota-credito';
  desde: number;
  ate: number;
  motivo: string;
}

/**
 * Issue 27 §6, decision 0049: a manager declares never-issued numbers of a series unused at SET (inutilización).
 * The form asks first, naming the range; the API wants a fresh TOTP (the step-up prompt) and audits it; SET's
 * answer, or its refusal with SET's code and message, shows below.
 */
export function InvoiceNumbers() {
  const { lang } = useAdmin();
  const w = INVOICE_TEXT[lang];
  const [asking, setAsking] = useState<Range | null>(null);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const stepUp = useStepUp();
  const inutilize = useAdminMutation('inutilizeInvoices');
  const kindName = (tipo: Range['tipo']) => (tipo === 'fatura' ? w.invoice : w.creditNote);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setError('');
    setDone('');
    setAsking({
      tipo: f.get('tipo') === 'nota-credito' ? 'nota-credito' : 'fatura',
      desde: Number(f.get('desde')),
      ate: Number(f.get('ate')),
      motivo: String(f.get('motivo') ?? '').trim(),
    });
  };

  const confirm = async () => {
    const range = asking;
    // The confirmation closes first: a modal dialog would leave the step-up prompt below it unreachable.
    setAsking(null);
    if (!range) return;
    try {
      const answer = await stepUp.run(() => inutilize.mutateAsync({ body: range }));
      setDone(
        fill(w.numbersDone, {
          from: range.desde,
          to: range.ate,
          code: answer.set_code,
          message: answer.set_message,
        }),
      );
    } catch (err) {
      setError(adminErrorText(err, lang));
    }
  };

  return (
    <section aria-labelledby="numbers-title" className="flex max-w-2xl flex-col gap-3">
      <h1 id="numbers-title" className="text-xl font-semibold">
        {w.numbersTitle}
      </h1>
      <p className="text-sm">{w.numbersIntro}</p>
      <form onSubmit={submit} className="grid grid-cols-1 items-end gap-3 sm:grid-cols-3">
        <Select label={w.numbersKind} name="tipo" defaultValue="fatura">
          <option value="fatura">{w.invoice}</option>
          <option value="nota-credito">{w.creditNote}</option>
        </Select>
        <Field label={w.numbersFrom} name="desde" type="number" min={1} max={9999999} required />
        <Field label={w.numbersTo} name="ate" type="number" min={1} max={9999999} required />
        <div className="sm:col-span-3">
          <Field label={w.numbersReason} name="motivo" minLength={5} maxLength={500} required />
        </div>
        <button
          type="submit"
          disabled={inutilize.isPending}
          className="min-h-11 rounded border-2 border-red-700 bg-white px-3 font-semibold text-red-800 disabled:opacity-60 sm:col-start-3"
        >
          {w.numbersGo}
        </button>
      </form>
      <ActionOutcome prompt={stepUp.prompt} error={error} done={done} />
      {asking ? (
        <ConfirmDialog
          open
          title={fill(w.numbersConfirmTitle, {
            kind: kindName(asking.tipo).toLowerCase(),
            from: asking.desde,
            to: asking.ate,
          })}
          confirm={fill(w.numbersYes, { count: Math.max(0, asking.ate - asking.desde + 1) })}
          cancel={w.keep}
          danger
          busy={inutilize.isPending}
          onConfirm={() => void confirm()}
          onClose={() => setAsking(null)}
        >
          <p>{w.numbersConfirmText}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
