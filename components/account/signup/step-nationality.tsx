'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BrazilFlag, ParaguayFlag } from './flags';
import type { Nationality } from './signup-values';

const OPTIONS: {
  value: Nationality;
  flag: typeof ParaguayFlag;
  title: 'paraguay' | 'brazil';
  detail: 'paraguayDetail' | 'brazilDetail';
  form: '0' | '1';
}[] = [
  { value: 'paraguayan', flag: ParaguayFlag, title: 'paraguay', detail: 'paraguayDetail', form: '0' },
  { value: 'brazilian', flag: BrazilFlag, title: 'brazil', detail: 'brazilDetail', form: '1' },
];

/**
 * Step 1 (spec §2, §4 country toggle): Paraguay ("0") or Brazil ("1"). The choice follows the page's language
 * on load; choosing the other one moves the whole site to that language (the parent does the navigation),
 * which also brings its document types, masks and address fields.
 */
export function StepNationality({
  value,
  onChange,
}: {
  value: Nationality;
  onChange: (next: Nationality) => void;
}) {
  const t = useTranslations('Signup');
  const [switching, setSwitching] = useState(false);
  return (
    <fieldset className="flex flex-col gap-4" aria-describedby="signup-nationality-help">
      <legend className="mb-1 text-base font-semibold text-ink">{t('nationalityLegend')}</legend>
      <p id="signup-nationality-help" className="text-sm text-muted">
        {t('nationalityHelp')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={`relative flex cursor-pointer flex-col gap-2 rounded-card border-2 bg-paper p-4 transition focus-within:ring-2 focus-within:ring-gold-400 ${
                checked ? 'border-plum-700 shadow-card' : 'border-line hover:border-plum-300'
              }`}
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name="estrangeiro"
                  value={option.form}
                  checked={checked}
                  disabled={switching}
                  className="size-4 accent-plum-700"
                  onChange={() => {
                    if (option.value === value) return;
                    setSwitching(true);
                    onChange(option.value);
                  }}
                />
                <option.flag />
                <span className="font-semibold text-plum-900">{t(option.title)}</span>
              </span>
              <span className="text-sm leading-relaxed text-muted">{t(option.detail)}</span>
            </label>
          );
        })}
      </div>
      {switching && (
        <p role="status" className="text-sm text-plum-700">
          {t('switchingLanguage')}
        </p>
      )}
    </fieldset>
  );
}
