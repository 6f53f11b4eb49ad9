'use client';

import { useMemo } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { StateWithCities } from '@/lib/contract/geo';
import { describedBy, Field } from '@/components/account/form/field';
import type { SignupValues } from './signup-values';

export interface StateCityLabels {
  state: string;
  city: string;
  chooseState: string;
  chooseCity: string;
  chooseStateFirst: string;
}

const collator = new Intl.Collator('pt', { sensitivity: 'base' });

/**
 * State then city (spec §2): the city select stays disabled until a state is chosen, and a new state clears the
 * city. Ids go to estado_id/cidade_id; the names ride along for the address's display.
 */
export function StateCitySelects({ states, labels }: { states: StateWithCities[]; labels: StateCityLabels }) {
  const { register, setValue } = useFormContext<SignupValues>();
  const { errors } = useFormState<SignupValues>();
  const stateId = useWatch<SignupValues, 'estado_id'>({ name: 'estado_id' });
  const sortedStates = useMemo(
    () => [...states].sort((a, b) => collator.compare(a.estado_nome, b.estado_nome)),
    [states],
  );
  const cities = useMemo(() => {
    const state = states.find((s) => String(s.estado_id) === stateId);
    return state ? [...state.cidades].sort((a, b) => collator.compare(a.nome_cidade, b.nome_cidade)) : [];
  }, [states, stateId]);
  const stateError = errors.estado_id?.message;
  const cityError = errors.cidade_id?.message;

  const stateField = register('estado_id', {
    onChange: (e: { target: { value: string } }) => {
      const state = states.find((s) => String(s.estado_id) === e.target.value);
      setValue('estado', state?.estado_nome ?? '');
      setValue('cidade_id', '');
      setValue('cidade', '');
    },
  });
  const cityField = register('cidade_id', {
    onChange: (e: { target: { value: string } }) => {
      setValue('cidade', cities.find((c) => String(c.cidade_id) === e.target.value)?.nome_cidade ?? '');
    },
  });

  return (
    <>
      <Field id="signup-estado_id" label={labels.state} error={stateError}>
        <select
          className="select-field h-11 w-full"
          {...describedBy('signup-estado_id', stateError)}
          {...stateField}
        >
          <option value="">{labels.chooseState}</option>
          {sortedStates.map((s) => (
            <option key={s.estado_id} value={String(s.estado_id)}>
              {s.estado_nome}
            </option>
          ))}
        </select>
      </Field>
      <Field id="signup-cidade_id" label={labels.city} error={cityError}>
        <select
          className="select-field h-11 w-full disabled:cursor-not-allowed disabled:bg-plum-50/70 disabled:text-muted"
          disabled={!stateId}
          {...describedBy('signup-cidade_id', cityError)}
          {...cityField}
        >
          <option value="">{stateId ? labels.chooseCity : labels.chooseStateFirst}</option>
          {cities.map((c) => (
            <option key={c.cidade_id} value={String(c.cidade_id)}>
              {c.nome_cidade}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
