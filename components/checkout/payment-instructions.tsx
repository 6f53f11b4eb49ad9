'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { PaymentInstructions as Instructions } from '@/lib/orders/types';

/**
 * While a payment waits (spec §4 polling), what the provider returned to pay with (decision 0027): the PIX QR and
 * its copy-and-paste code, or the boleto's line and PDF, with the amount in reais when the order is in dollars.
 */
export function PaymentInstructions({ instructions }: { instructions: Instructions }) {
  const t = useTranslations('Payment');
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const pix = instructions.pixCode;

  useEffect(() => {
    if (!pix) return;
    let live = true;
    // The QR is drawn here from the code (an SVG as an image: no markup from the network is injected).
    void import('qrcode').then(async (QRCode) => {
      const svg = await QRCode.toString(pix, { type: 'svg', margin: 1 });
      if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [pix]);

  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => {});
    setCopied(true);
  };
  const local =
    instructions.localAmount !== null && instructions.localCurrency === 'BRL'
      ? new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(
          instructions.localAmount,
        )
      : null;

  return (
    <div
      className="mt-6 w-full max-w-md rounded-xl border border-line bg-paper p-4 text-left"
      data-testid="payment-instructions"
    >
      {pix ? (
        <>
          <h2 className="font-semibold text-plum-900">{t('pixTitle')}</h2>
          {local ? <p className="mt-1 text-sm text-muted">{t('localAmount', { amount: local })}</p> : null}
          {qr ? (
            // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn here; next/image would not optimise it
            <img
              src={qr}
              alt={t('pixQrAlt')}
              width={200}
              height={200}
              className="mx-auto mt-3 h-[200px] w-[200px]"
            />
          ) : null}
          <label className="mt-3 block text-sm font-medium text-ink" htmlFor="pix-code">
            {t('pixCode')}
          </label>
          <textarea
            id="pix-code"
            readOnly
            value={pix}
            rows={3}
            className="mt-1 w-full rounded-lg border border-line p-2 font-mono text-xs break-all"
            data-testid="pix-code"
          />
          <button type="button" className="btn-outline mt-2" onClick={() => void copy(pix)}>
            {copied ? t('copied') : t('copyCode')}
          </button>
        </>
      ) : null}
      {instructions.boletoLine ? (
        <>
          <h2 className="font-semibold text-plum-900">{t('boletoTitle')}</h2>
          {local ? <p className="mt-1 text-sm text-muted">{t('localAmount', { amount: local })}</p> : null}
          <p className="mt-2 font-mono text-sm break-all" data-testid="boleto-line">
            {instructions.boletoLine}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className="btn-outline" onClick={() => void copy(instructions.boletoLine!)}>
              {copied ? t('copied') : t('copyCode')}
            </button>
            {instructions.boletoUrl?.startsWith('https://') ? (
              <a
                href={instructions.boletoUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-primary"
              >
                {t('boletoOpen')}
              </a>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
