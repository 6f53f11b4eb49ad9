import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/config';

/** Spec §1 payment options per buyer kind. */
const GROUPS = {
  brazil: ['payPix', 'payCardInstalments', 'payVoucher'],
  paraguay: ['payGateway', 'payQr', 'payTransfer', 'payCard', 'payBankApp', 'payPoints', 'payTerminal'],
} as const;

/**
 * Both buyer kinds, labelled, since anyone may read either language; the group matching the language
 * (pt-BR → Brazilian, es-PY → Paraguayan) comes first.
 */
export async function PaymentOptions({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'ProductPage' });
  const order = locale === 'es-PY' ? (['paraguay', 'brazil'] as const) : (['brazil', 'paraguay'] as const);
  return (
    <section aria-labelledby="payment-title" className="rounded-card border border-line bg-paper p-4">
      <h2 id="payment-title" className="flex items-center gap-2 text-sm font-semibold text-plum-900">
        <span aria-hidden="true" className="glyph glyph-card text-lg text-gold-700" />
        {t('paymentTitle')}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {order.map((kind) => (
          <div key={kind} data-buyer={kind}>
            <h3 className="text-xs font-semibold tracking-wider text-muted uppercase">
              {t(kind === 'brazil' ? 'buyerBrazil' : 'buyerParaguay')}
            </h3>
            {/* The check marks and the items' layout come from the list (check-list, app/theme.css). */}
            <ul className="check-list mt-1.5 space-y-1 text-sm text-ink [--check-color:var(--color-success)] *:gap-2">
              {GROUPS[kind].map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
