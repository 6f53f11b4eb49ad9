'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { FormAlert } from '@/components/account/form/form-alert';
import { LoginForm } from '@/components/account/login/login-form';
import { useCustomer } from '@/lib/ecom/account';
import { useCart } from '@/lib/ecom/cart';
import {
  cartVersionOf,
  quotedForCart,
  quoteFresh,
  saveChoice,
  shippingReady,
  type ShippingChoice,
} from '@/lib/checkout/shipping-selection';
import {
  currencyOfSegment,
  defaultCurrencyFor,
  type AppLocale,
  type CurrencySegment,
} from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { currencyById, majorToMinor } from '@/lib/money';
import { saveCurrency } from '@/lib/i18n/preferences';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { ShippingCalculator } from './shipping-calculator';
import { StepIndicator } from './step-indicator';
import { ShareCartButton } from '@/components/cart/share-cart-button';

/**
 * Checkout (spec §2/§4): step 1 reviews the cart, asks anonymous shoppers to log in and lets customers choose
 * shipping; continue is enabled only when every rule of Checkout entry holds. Step 2 chooses the payment method
 * and goes to the gateway's hosted page.
 */
export function CheckoutFlow({ locale, currency }: { locale: AppLocale; currency: CurrencySegment }) {
  const t = useTranslations('Checkout');
  const router = useRouter();
  // Spec §4: checkout is in dollars for pt-BR and guaranis for es-PY.
  const target = defaultCurrencyFor(locale);
  const currencyId = currencyOfSegment(target).id;
  useEffect(() => {
    if (currency !== target) {
      saveCurrency(target);
      router.refresh();
    }
  }, [currency, target, router]);

  const { signedIn, customer } = useCustomer();
  const cart = useCart(currencyId);
  const [step, setStep] = useState<0 | 1>(0);
  const [choice, setChoice] = useState<ShippingChoice | null>(null);
  const onChoice = useCallback((next: ShippingChoice) => {
    setChoice(next);
    saveChoice(next);
  }, []);

  const loading = cart.isPending || (signedIn && !customer);
  const data = cart.data ?? null;
  const empty = !loading && (!data || data.lines.length === 0);
  // The API takes a shipping token only for the cart it was signed for (issue 18): continue waits for the quote of
  // the cart as it is now, and a cart changed meanwhile (another tab) sends step 2 back to the recalculated shipping.
  const version = data ? cartVersionOf(data) : '';
  const quoted = quotedForCart(choice, version);
  const [requoted, setRequoted] = useState(false);
  const requote = useCallback(() => {
    setRequoted(true);
    setStep(0);
  }, []);
  // Adjusted while rendering (React's pattern for state derived from a change), not in an effect.
  if (step === 1 && data && !quoted) requote();
  const canContinue = signedIn && Boolean(customer) && !empty && shippingReady(choice) && quoted;
  const missing =
    choice?.serviceId === null && choice.token === '' ? t('selectPickupPoint') : t('selectShipping');

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  /** The chosen service, or the pickup point (an older saved choice may lack its name: the generic title then). */
  const shippingLabel = (c: ShippingChoice) =>
    c.serviceId === null
      ? c.pickupPointName
        ? t('pickupAt', { name: c.pickupPointName })
        : t('pickupTitle')
      : c.description;

  return (
    <div className="container-page py-6 md:py-10" data-checkout>
      <h1 className="mb-4 font-display text-2xl font-semibold tracking-tight text-plum-900 md:text-3xl">
        {t('title')}
      </h1>
      <StepIndicator
        step={step}
        labels={{
          steps: t('steps'),
          review: t('stepReview'),
          payment: t('stepPayment'),
          current: t('stepCurrent'),
        }}
      />

      {loading ? (
        <div
          role="status"
          className="fixed inset-0 z-40 grid place-items-center bg-paper/70 backdrop-blur-sm"
          data-testid="checkout-loading"
        >
          <span className="flex items-center gap-3 rounded-full bg-paper px-5 py-3 text-sm font-semibold text-plum-900 shadow-lift">
            <span
              className="size-4 animate-spin rounded-full border-2 border-plum-900 border-t-transparent"
              aria-hidden="true"
            />
            {t('loading')}
          </span>
        </div>
      ) : cart.isError && !data ? (
        <FormAlert tone="error">{cart.error.message}</FormAlert>
      ) : empty || !data ? (
        <div
          className="rounded-card border border-line bg-ivory p-8 text-center"
          data-testid="checkout-empty"
        >
          <p className="font-semibold text-plum-900">{t('empty')}</p>
          <Link href={localizePath(locale, '/')} className="btn-primary mt-4">
            {t('backToShop')}
          </Link>
        </div>
      ) : step === 1 && choice ? (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
          <div className="min-w-0" data-testid="payment-step">
            <PaymentStep
              cartId={data.externalId}
              shipping={{
                token: choice.token,
                amountMinor: majorToMinor(choice.price, currencyById(data.currencyId)),
                serviceId: choice.serviceId,
                addressId: choice.addressId,
                pickupPointId: choice.pickupPointId,
              }}
              onBack={() => setStep(0)}
              // An old quote (the shopper waited on this step) is renewed on step 1 before it can be refused.
              fresh={() => quoteFresh(choice, version, Date.now())}
              onStale={requote}
            />
          </div>
          {/* What the shopper is about to pay, before the methods on a phone and beside them on a desktop. */}
          <div className="order-first lg:sticky lg:top-28 lg:order-none">
            <OrderSummary
              cart={data}
              shipping={choice.price}
              shippingLabel={shippingLabel(choice)}
              foldItems
            />
          </div>
        </div>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
          <div className="flex min-w-0 flex-col gap-5">
            {requoted && signedIn && customer ? (
              <FormAlert tone="info">{t('shippingRequoted')}</FormAlert>
            ) : null}
            {signedIn && customer ? (
              <ShippingCalculator customer={customer} cart={data} choice={choice} onChoice={onChoice} />
            ) : (
              <section
                aria-labelledby="login-needed"
                className="rounded-card border border-line bg-paper p-4 shadow-card sm:p-5"
                data-testid="checkout-login"
              >
                <h2 id="login-needed" className="section-title mb-3">
                  {t('loginNeeded')}
                </h2>
                <LoginForm locale={locale} redirectTo="/checkout" />
              </section>
            )}
          </div>
          <div className="flex flex-col gap-3 lg:sticky lg:top-28">
            <OrderSummary
              cart={data}
              shipping={choice && shippingReady(choice) ? choice.price : null}
              shippingLabel={choice && shippingReady(choice) ? shippingLabel(choice) : undefined}
            />
            {signedIn && customer && !canContinue && (
              <p className="text-sm text-muted" id="continue-hint">
                {missing}
              </p>
            )}
            <button
              type="button"
              className="btn-primary w-full py-3 disabled:cursor-not-allowed disabled:opacity-50"
              disabled={!canContinue}
              aria-describedby={!canContinue && signedIn ? 'continue-hint' : undefined}
              onClick={() => {
                setRequoted(false);
                setStep(1);
              }}
              data-testid="checkout-continue"
            >
              {t('continue')}
            </button>
            <ShareCartButton
              locale={locale}
              externalId={data.externalId}
              currencyId={data.currencyId}
              labels={{
                shareCart: t('shareCart'),
                sharingCart: t('sharingCart'),
                shareCartFailed: t('shareCartFailed'),
              }}
            />
          </div>
        </div>
      )}
    </div>
  );
}
