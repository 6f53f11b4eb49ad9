'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/account/form/form-alert';
import { SectionSkeleton } from '@/components/account/profile/account-shell';
import { MapPinIcon } from '@/components/ui/icons';
import { useAddresses, useRemoveAddress, useSetMainAddress } from '@/lib/ecom/addresses';
import { useCustomer } from '@/lib/ecom/account';
import { useFormLang } from '@/lib/account/use-form-lang';
import type { Address } from '@/lib/contract/account';
import { message } from '@/lib/contract/messages';
import { AddressDialog } from './address-dialog';

function AddressCard({
  address,
  foreign,
  onDone,
}: {
  address: Address;
  foreign: boolean;
  onDone: (tone: 'success' | 'error', text: string) => void;
}) {
  const t = useTranslations('Addresses');
  const { lang } = useFormLang();
  const remove = useRemoveAddress();
  const setMain = useSetMainAddress();
  const busy = remove.isPending || setMain.isPending;
  const fail = (fallback: 'addressDeleteError' | 'addressSetMainError') => (e: Error) =>
    onDone('error', e.message || message(fallback, lang));

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-paper p-4 sm:p-5" aria-busy={busy}>
      <div className="flex flex-wrap items-center gap-2">
        <MapPinIcon className="text-lg text-gold-700" />
        <h3 className="font-semibold text-plum-900">{address.nome}</h3>
        {address.principal && (
          <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
            {t('main')}
          </span>
        )}
      </div>
      <p className="text-sm leading-relaxed text-ink">
        {address.logradouro}, {address.numero}
        {address.complemento ? ` — ${address.complemento}` : ''}
        <br />
        {address.bairro} · {address.cidade} / {address.estado}
        <br />
        {/* Spec §3: the CEP is shown only for Brazilian customers. */}
        {foreign && address.cep ? `${address.cep} · ` : ''}
        {address.pais}
      </p>
      <div className="flex flex-wrap gap-2">
        {!address.principal && (
          <button
            type="button"
            disabled={busy}
            aria-label={t('setMainLabel', { name: address.nome })}
            onClick={() =>
              setMain
                .mutateAsync(address.id)
                .then(() => onDone('success', message('addressMainSet', lang)), fail('addressSetMainError'))
            }
            className="rounded-full border border-plum-900 px-4 py-2 text-sm font-semibold text-plum-900 hover:bg-plum-50 disabled:opacity-60"
          >
            {t('setMain')}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          aria-label={t('removeLabel', { name: address.nome })}
          // The card is gone once the list refreshes: a promise (not mutate's callbacks, skipped after unmount) reports.
          onClick={() =>
            remove
              .mutateAsync(address)
              .then(() => onDone('success', message('addressDeleted', lang)), fail('addressDeleteError'))
          }
          className="rounded-full border border-danger/40 px-4 py-2 text-sm font-semibold text-danger hover:bg-danger/5 disabled:opacity-60"
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}

/** Spec §2 addresses: active addresses with the main badge, remove, set as main, and the add-new modal. */
export function AddressList() {
  const t = useTranslations('Addresses');
  const ta = useTranslations('Account');
  const { customer } = useCustomer();
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState(0);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (!customer) return null;

  return (
    <section aria-labelledby="addresses-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-title" className="section-title">
          {t('title')}
        </h2>
        <button
          type="button"
          aria-haspopup="dialog"
          className="btn-primary"
          onClick={() => {
            setOpened((n) => n + 1);
            setAdding(true);
          }}
        >
          {t('addNew')}
        </button>
      </div>
      <div aria-live="polite">{notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}</div>
      {addresses.isPending ? (
        <SectionSkeleton label={ta('loading')} />
      ) : addresses.isError ? (
        <FormAlert tone="error">
          {addresses.error.message}{' '}
          <button type="button" className="font-semibold underline" onClick={() => addresses.refetch()}>
            {ta('retry')}
          </button>
        </FormAlert>
      ) : addresses.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-paper p-6 text-center text-muted">
          {t('empty')}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {addresses.data.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              foreign={customer.estrangeiro}
              onDone={(tone, text) => setNotice({ tone, text })}
            />
          ))}
        </ul>
      )}
      {opened > 0 && (
        <AddressDialog
          key={opened}
          foreign={customer.estrangeiro}
          open={adding}
          onClose={() => setAdding(false)}
          onSaved={(text) => {
            setAdding(false);
            setNotice({ tone: 'success', text });
          }}
        />
      )}
    </section>
  );
}
