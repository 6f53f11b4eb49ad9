'use client';

import { useState } from 'react';
import { WhatsAppIcon } from '@/components/ui/icons';
import { ecom } from '@/lib/ecom/client';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { chatHref } from '@/lib/whatsapp/chat-href';

/**
 * "Send my cart to a seller" (issue 28): saves a snapshot of the cart behind a signed link, then opens WhatsApp with
 * the seller on duty and a message listing the lines, units and total (built by /api/whatsapp). The tab is opened
 * at the click, before the call, so popup blockers let it through.
 */
export function ShareCartButton({
  locale,
  externalId,
  currencyId,
  labels,
}: {
  locale: AppLocale;
  externalId: string;
  currencyId: number;
  labels: { shareCart: string; sharingCart: string; shareCartFailed: string };
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function share() {
    setBusy(true);
    setFailed(false);
    const tab = window.open('', '_blank');
    try {
      const shared = await ecom('shareCart', { json: { external_id: externalId, moeda_id: currencyId } });
      const href = `${chatHref(locale, localizePath(locale, `/c/${shared.chave}`))}&cart=${shared.chave}`;
      if (tab) tab.location.href = href;
      // A popup blocker refused the tab: this one goes instead (/api/whatsapp answers with a redirect to wa.me).
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      else window.location.assign(href);
    } catch {
      tab?.close();
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={share}
        disabled={busy}
        aria-busy={busy}
        className="btn-outline inline-flex w-full items-center justify-center gap-2"
        data-testid="share-cart"
      >
        <WhatsAppIcon className="text-lg text-whatsapp" />
        {busy ? labels.sharingCart : labels.shareCart}
      </button>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {labels.shareCartFailed}
        </p>
      )}
    </div>
  );
}
