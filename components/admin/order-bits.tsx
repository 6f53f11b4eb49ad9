'use client';

import { currencyById, formatMoney } from '@/lib/money';
import type { Moeda } from '@/lib/contract/common';
import { useAdmin } from './admin-context';

/** An amount in its currency's own decimals and grouping (lib/money: "G$ 9.125.000", "R$ 1.234,50"). */
export const moneyText = (value: number, moeda: Pick<Moeda, 'id'>) =>
  formatMoney(value, currencyById(moeda.id));

const TONES: Record<string, string> = {
  PAGO: 'bg-green-100 text-green-900 ring-green-700',
  ENVIADO: 'bg-blue-100 text-blue-900 ring-blue-800',
  AGUARDANDO: 'bg-amber-100 text-amber-900 ring-amber-700',
  PAGAMENTO: 'bg-amber-100 text-amber-900 ring-amber-700',
  AUTORIZADO: 'bg-amber-100 text-amber-900 ring-amber-700',
  ESTORNADO: 'bg-zinc-200 text-zinc-900 ring-zinc-600',
  CANCELADO: 'bg-red-100 text-red-900 ring-red-700',
};

/** A status as a coloured badge in the staff member's words (the colour is never the only sign: the word is there). */
export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  const { t } = useAdmin();
  return (
    <span
      data-testid={testId}
      className={`inline-block rounded px-2 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${TONES[status] ?? 'bg-zinc-100 text-zinc-900 ring-zinc-500'}`}
    >
      {t.statusNames[status] ?? status}
    </span>
  );
}
