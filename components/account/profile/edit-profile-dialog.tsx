'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DocumentImageField } from '@/components/account/form/document-image-field';
import { describedBy, Field, inputClass } from '@/components/account/form/field';
import { fileProblem } from '@/components/account/form/file-check';
import { FormDialog } from '@/components/account/form/form-dialog';
import { EcomError } from '@/lib/ecom/errors';
import { applyServerErrors } from '@/lib/account/form-errors';
import { PatternInput } from '@/components/account/form/masked-input';
import {
  CPF_PATTERN,
  digitsOf,
  nationalDigits,
  PHONE_PATTERNS,
  phoneCountryOfCustomer,
} from '@/components/account/form/masks';
import { useUpdateProfile } from '@/lib/ecom/account';
import { useFormLang } from '@/lib/account/use-form-lang';
import {
  documentTypesFor,
  profileUpdateFieldsSchema,
  type ProfileUpdateFields,
  type User,
} from '@/lib/contract/account';
import { message } from '@/lib/contract/messages';

type Side = 'frente' | 'verso';

/** Spec §2 edit-profile modal: phone (mask per country), document type and number, front and back images. */
export function EditProfileDialog({
  customer,
  open,
  onClose,
  onSaved,
}: {
  customer: User;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const t = useTranslations('Profile');
  const { lang, text, zodOptions } = useFormLang();
  const country = phoneCountryOfCustomer(customer.estrangeiro);
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
  const update = useUpdateProfile();
  const save = (values: ProfileUpdateFields) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.set(k, String(v));
    for (const side of ['frente', 'verso'] as const) if (files[side]) form.set(side, files[side]);
    // The updated customer replaces the cached one.
    return update.mutateAsync(form);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (fileErrors.frente || fileErrors.verso) return;
    setProblem(null);
    try {
      await save(values);
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
  const fileLabels = {
    choose: t('chooseFile'),
    change: t('changeFile'),
    hint: t('fileHint'),
    pdf: t('pdfFile'),
    preview: t.raw('preview') as string,
  };

  /** The same check as signup (type by the first bytes, 5 MB); a refused file is not kept. */
  async function choose(side: Side, file: File | undefined) {
    const bad = file ? await fileProblem(file) : null;
    setFiles((f) => ({ ...f, [side]: bad ? undefined : file }));
    setFileErrors((f) => ({ ...f, [side]: bad ? message(bad, lang) : undefined }));
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      titleId="edit-profile-title"
      title={t('editTitle')}
      problem={problem}
      onSubmit={onSubmit}
      pending={update.isPending}
      labels={{ cancel: t('cancel'), save: t('save'), saving: t('saving') }}
    >
      <Field id="profile-phone" label={t('phone')} error={text(errors.telefone?.message)}>
        <PatternInput
          control={control as never}
          name="telefone"
          id="profile-phone"
          error={errors.telefone?.message}
          pattern={PHONE_PATTERNS[country]}
          digits={(value) => nationalDigits(String(value ?? ''), country)}
          type="tel"
          autoComplete="tel"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Field id="profile-doc-type" label={t('documentType')} error={text(errors.documento_tipo?.message)}>
          <select
            className={inputClass}
            {...describedBy('profile-doc-type', errors.documento_tipo?.message)}
            {...register('documento_tipo')}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="profile-document" label={t('document')} error={text(errors.documento?.message)}>
          {isCpf ? (
            <PatternInput
              control={control as never}
              name="documento"
              id="profile-document"
              error={errors.documento?.message}
              pattern={CPF_PATTERN}
              digits={digitsOf}
            />
          ) : (
            <input
              className={inputClass}
              maxLength={20}
              {...describedBy('profile-document', errors.documento?.message)}
              {...register('documento')}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['frente', 'verso'] as const).map((side) => (
          <DocumentImageField
            key={side}
            id={`profile-${side}`}
            label={t(side === 'frente' ? 'front' : 'back')}
            error={fileErrors[side]}
            labels={fileLabels}
            file={files[side]}
            onFile={(file) => void choose(side, file)}
          />
        ))}
      </div>
    </FormDialog>
  );
}
