'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { PatternFormat } from 'react-number-format';
import { DocumentImageField } from '@/components/account/form/document-image-field';
import { describedBy, Field, inputClass } from '@/components/account/form/field';
import { FormAlert } from '@/components/account/form/form-alert';
import { SubmitButton } from '@/components/account/form/submit-button';
import { Dialog } from '@/components/ui/dialog';
import { CloseIcon } from '@/components/ui/icons';
import { ecomFetch, EcomError } from '@/lib/account/ecom-fetch';
import { applyServerErrors } from '@/lib/account/form-errors';
import { CPF_MASK, nationalDigits, PHONE_MASKS, phoneCountryOf } from '@/lib/account/masks';
import { CUSTOMER_KEY } from '@/lib/account/use-customer';
import { useFormLang } from '@/lib/account/use-form-lang';
import { documentTypesFor, profileUpdateFieldsSchema, type ProfileUpdateFields, type User } from '@/lib/contract/account';
import { message } from '@/lib/contract/messages';

type Side = 'frente' | 'verso';

/** Spec §2 edit-profile modal: phone (mask per country), document type and number, front and back images. */
export function EditProfileDialog({ customer, open, onClose, onSaved }: { customer: User; open: boolean; onClose: () => void; onSaved: (message: string) => void }) {
  const t = useTranslations('Profile');
  const { lang, text, zodOptions } = useFormLang();
  const client = useQueryClient();
  const country = phoneCountryOf(customer.estrangeiro);
  const types = documentTypesFor(customer.estrangeiro);
  const [files, setFiles] = useState<Partial<Record<Side, File>>>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<Side, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileUpdateFields>({
    resolver: zodResolver(profileUpdateFieldsSchema, zodOptions),
    mode: 'onTouched',
    defaultValues: {
      telefone: customer.telefone,
      // Spec §5: the first type of the customer's kind is preselected when the current one does not fit.
      documento_tipo: types.includes(customer.documento_tipo) ? customer.documento_tipo : types[0],
      documento: customer.documento,
    },
  });
  const save = useMutation({
    mutationFn: (values: ProfileUpdateFields) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(values)) form.set(k, String(v));
      for (const side of ['frente', 'verso'] as const) if (files[side]) form.set(side, files[side]);
      // Answers the updated customer.
      return ecomFetch<User>('cliente/update-profile', { form });
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (fileErrors.frente || fileErrors.verso) return;
    setProblem(null);
    try {
      client.setQueryData(CUSTOMER_KEY, await save.mutateAsync(values));
      onSaved(message('profileUpdated', lang));
    } catch (e) {
      if (!(e instanceof EcomError)) throw e;
      const rest = applyServerErrors(e, ['telefone', 'documento_tipo', 'documento'], setError);
      for (const side of ['frente', 'verso'] as const) {
        if (e.fieldErrors[side]) setFileErrors((f) => ({ ...f, [side]: e.fieldErrors[side].join(' ') }));
      }
      setProblem([e.message, ...rest.filter((l) => !/^(frente|verso) - /.test(l))].join('\n'));
    }
  });
  const isCpf = useWatch({ control, name: 'documento_tipo' }) === 'CPF';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy="edit-profile-title"
      closeOnBackdrop={false}
      className="m-auto max-h-[92dvh] w-[min(94vw,560px)] overflow-y-auto rounded-2xl bg-paper p-0 shadow-lift backdrop:bg-plum-950/50"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="edit-profile-title" className="font-display text-xl font-semibold text-plum-900">
            {t('editTitle')}
          </h2>
          <button type="button" onClick={onClose} className="-mt-1 -mr-2 grid size-10 place-items-center rounded-full text-xl text-plum-900 hover:bg-plum-50" aria-label={t('cancel')}>
            <CloseIcon />
          </button>
        </div>
        {problem && <FormAlert tone="error">{problem}</FormAlert>}
        <Field id="profile-phone" label={t('phone')} error={text(errors.telefone?.message)}>
          <Controller
            control={control}
            name="telefone"
            render={({ field }) => (
              <PatternFormat
                format={PHONE_MASKS[country].format}
                mask="_"
                type="tel"
                autoComplete="tel"
                value={nationalDigits(field.value, country)}
                onValueChange={(v) => field.onChange(v.value ? v.formattedValue : '')}
                onBlur={field.onBlur}
                getInputRef={field.ref}
                className={inputClass}
                {...describedBy('profile-phone', errors.telefone?.message)}
              />
            )}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Field id="profile-doc-type" label={t('documentType')} error={text(errors.documento_tipo?.message)}>
            <select className={inputClass} {...describedBy('profile-doc-type', errors.documento_tipo?.message)} {...register('documento_tipo')}>
              {types.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="profile-document" label={t('document')} error={text(errors.documento?.message)}>
            {isCpf ? (
              <Controller
                control={control}
                name="documento"
                render={({ field }) => (
                  <PatternFormat
                    format={CPF_MASK}
                    mask="_"
                    inputMode="numeric"
                    value={field.value.replace(/\D/g, '')}
                    onValueChange={(v) => field.onChange(v.value ? v.formattedValue : '')}
                    onBlur={field.onBlur}
                    getInputRef={field.ref}
                    className={inputClass}
                    {...describedBy('profile-document', errors.documento?.message)}
                  />
                )}
              />
            ) : (
              <input className={inputClass} maxLength={20} {...describedBy('profile-document', errors.documento?.message)} {...register('documento')} />
            )}
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['frente', 'verso'] as const).map((side) => (
            <DocumentImageField
              key={side}
              id={`profile-${side}`}
              label={t(side === 'frente' ? 'front' : 'back')}
              lang={lang}
              error={fileErrors[side]}
              onChange={(file, fileError) => {
                setFiles((f) => ({ ...f, [side]: file ?? undefined }));
                setFileErrors((f) => ({ ...f, [side]: fileError ?? undefined }));
              }}
            />
          ))}
        </div>
        <p className="-mt-2 text-xs text-muted">{t('fileHint')}</p>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className="btn-outline h-11">
            {t('cancel')}
          </button>
          <SubmitButton pending={save.isPending} label={t('save')} pendingLabel={t('saving')} />
        </div>
      </form>
    </Dialog>
  );
}
