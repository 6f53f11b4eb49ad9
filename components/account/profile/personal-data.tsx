'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { FormAlert } from '@/components/account/form/form-alert';
import { useCustomer, useResendConfirmation } from '@/lib/ecom/account';
import { useFormLang } from '@/lib/account/use-form-lang';
import { message } from '@/lib/contract/messages';
import { EditProfileDialog } from './edit-profile-dialog';
import { WhatsappUpdates } from './whatsapp-updates';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-line py-3 last:border-0 sm:grid-cols-[200px_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

/** Spec §2 personal data: name, document, e-mail (not-confirmed warning with resend), foreigner, phone, last login. */
export function PersonalData() {
  const t = useTranslations('Profile');
  const locale = useLocale();
  const { lang } = useFormLang();
  const { customer } = useCustomer();
  const [editing, setEditing] = useState(false);
  // A fresh form per opening; the dialog stays mounted while closed so focus returns to the button.
  const [opened, setOpened] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const resend = useResendConfirmation();
  if (!customer) return null;

  const lastLogin = customer.data_ultimo_login
    ? new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'America/Asuncion',
      }).format(new Date(customer.data_ultimo_login))
    : t('never');

  return (
    <section aria-labelledby="personal-title" className="rounded-2xl border border-line bg-paper p-5 sm:p-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h2 id="personal-title" className="section-title">
          {t('title')}
        </h2>
        <button
          type="button"
          className="btn-outline"
          onClick={() => {
            setOpened((n) => n + 1);
            setEditing(true);
          }}
          aria-haspopup="dialog"
        >
          {t('edit')}
        </button>
      </div>
      {saved && <FormAlert tone="success">{saved}</FormAlert>}
      {!customer.email_verified_at && (
        <FormAlert tone="info" className="mt-3">
          <p>{message('emailNotConfirmed', lang)}</p>
          {resend.isSuccess ? (
            <p className="mt-1 font-semibold">{resend.data.message || message('verifyInbox', lang)}</p>
          ) : (
            <button
              type="button"
              onClick={() => resend.mutate()}
              disabled={resend.isPending}
              className="mt-1 min-h-10 text-left font-semibold underline underline-offset-4 disabled:opacity-60"
            >
              {resend.isPending ? t('resending') : t('resend')}
            </button>
          )}
          {resend.isError && (
            <p className="mt-1 text-danger">{resend.error.message || message('verifyInboxError', lang)}</p>
          )}
        </FormAlert>
      )}
      <dl className="mt-2">
        <Row label={t('fullName')}>{`${customer.nome} ${customer.sobrenome}`.trim()}</Row>
        <Row label={t('documentType')}>{t(`types.${customer.documento_tipo}`)}</Row>
        <Row label={t('document')}>{customer.documento}</Row>
        <Row label={t('email')}>{customer.email}</Row>
        <Row label={t('foreigner')}>{customer.estrangeiro ? t('yes') : t('no')}</Row>
        <Row label={t('phone')}>{customer.telefone}</Row>
        <Row label={t('lastLogin')}>{lastLogin}</Row>
      </dl>
      <WhatsappUpdates />
      {opened > 0 && (
        <EditProfileDialog
          key={opened}
          customer={customer}
          open={editing}
          onClose={() => setEditing(false)}
          onSaved={(text) => {
            setEditing(false);
            setSaved(text);
          }}
        />
      )}
    </section>
  );
}
