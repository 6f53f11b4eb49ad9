'use client';

import { useSearchParams } from 'next/navigation';
import { PaymentStep } from './payment-step';

const idOf = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** Test harness only (see the step-preview page): step 2 fed from the query string, as the checkout page will. */
export function PaymentStepPreview() {
  const q = useSearchParams();
  return (
    <PaymentStep
      cartId={q.get('cart') ?? ''}
      shipping={{ token: q.get('token') ?? '', amount: Number(q.get('amount') ?? 0), serviceId: idOf(q.get('service')), addressId: idOf(q.get('address')), pickupPointId: idOf(q.get('point')) }}
      onBack={() => window.history.back()}
      titleAs="h1"
    />
  );
}
