'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ecom } from '@/lib/ecom/client';
import { WHATSAPP_UPDATES_KEY } from '@/lib/ecom/whatsapp-updates';

const KEY = WHATSAPP_UPDATES_KEY;

/** The profile's "order updates on WhatsApp" switch (issue 28): consent given or withdrawn, with its time. */
export function WhatsappUpdates() {
  const t = useTranslations('Profile');
  const locale = useLocale();
  const client = useQueryClient();
  const state = useQuery({ queryKey: KEY, queryFn: () => ecom('whatsappUpdates') });
  const change = useMutation({
    mutationFn: (ativo: boolean) => ecom('setWhatsappUpdates', { json: { ativo } }),
    onSuccess: (answer) => client.setQueryData(KEY, answer),
  });
  // WhatsApp off in the store's configuration: nothing would be sent, so nothing is offered.
  if (!state.data?.disponivel) return null;
  const since = state.data.desde
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Asuncion' }).format(
        new Date(state.data.desde),
      )
    : null;
  return (
    <div className="mt-4 border-t border-line pt-4">
      <label className="flex min-h-11 items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          checked={state.data.ativo}
          disabled={change.isPending}
          onChange={(e) => change.mutate(e.target.checked)}
          className="mt-0.5 size-5 shrink-0"
        />
        <span>
          {t('whatsappUpdates')}
          {since ? <span className="block text-muted">{t('whatsappSince', { date: since })}</span> : null}
        </span>
      </label>
    </div>
  );
}
