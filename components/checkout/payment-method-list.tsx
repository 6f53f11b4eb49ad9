'use client';

import { useTranslations } from 'next-intl';
import type { PaymentMethod } from '@/lib/contract/checkout';

/** The buyer kind's payment methods (spec §1) as a radio group: a label and a short description each. */
export function PaymentMethodList({
  methods,
  value,
  onChange,
  disabled,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (m: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('Payment');
  return (
    <fieldset disabled={disabled}>
      <legend className="text-base font-semibold text-plum-900">{t('chooseMethod')}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {methods.map((m) => {
          const checked = value === m;
          return (
            <label
              key={m}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-500 ${
                checked ? 'border-plum-900 bg-plum-50' : 'border-line bg-paper hover:border-plum-300'
              }`}
            >
              <input
                type="radio"
                name="payment-method"
                value={m}
                checked={checked}
                onChange={() => onChange(m)}
                className="mt-1 h-4 w-4 accent-plum-900"
              />
              <span>
                <span className="block font-semibold text-ink">{t(`method_${m}`)}</span>
                <span className="mt-0.5 block text-sm text-muted">{t(`method_${m}_desc`)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
