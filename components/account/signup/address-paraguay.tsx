'use client';

import { useTranslations } from 'next-intl';
import type { StateWithCities } from '@/lib/contract/geo';
import { Field, inputClass } from '@/components/account/form/field';
import { StateCitySelects } from './state-city-selects';
import { StatesLoading } from './states-loading';
import { useStates } from '@/lib/ecom/signup';

/** Paraguayan address (spec §2): country read-only, department then district (the API's reference lists). */
export function AddressParaguay({ departments }: { departments: StateWithCities[] | null }) {
  const t = useTranslations('Signup');
  const list = useStates(2, true, departments);
  return (
    <>
      <Field id="signup-pais" label={t('pais')} className="sm:col-span-2">
        <input id="signup-pais" readOnly value="Paraguay" className={inputClass} />
      </Field>
      {list.status !== 'ready' ? (
        <StatesLoading failed={list.status === 'error'} onRetry={list.retry} />
      ) : (
        <StateCitySelects
          states={list.states}
          labels={{
            state: t('departamento'),
            city: t('distrito'),
            chooseState: t('chooseDepartment'),
            chooseCity: t('chooseDistrict'),
            chooseStateFirst: t('chooseDepartmentFirst'),
          }}
        />
      )}
    </>
  );
}
