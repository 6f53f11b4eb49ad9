'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckoutStartRequest, PaymentMethod } from '@/lib/contract/checkout';
import { ecom } from '@/lib/ecom/client';
import { ORDERS_KEY } from '@/lib/ecom/keys';
import { toDeliveryKind, toOrder, toPayment, type DeliveryKind, type Order, type Payment } from './types';

export { ORDERS_KEY };

/** GET /ecom/venda/pedidos: the customer's orders, newest first. */
export function useOrders() {
  return useQuery({
    queryKey: ORDERS_KEY,
    queryFn: async () => (await ecom('orders')).data.data.map(toOrder),
    staleTime: 0,
  });
}

function orderQueryOptions(id: string | null) {
  return {
    queryKey: [...ORDERS_KEY, id] as const,
    queryFn: async (): Promise<Order> => toOrder(await ecom('order', { params: { orderId: id ?? '' } })),
    enabled: Boolean(id),
    staleTime: 0,
    // A 404 (another customer's or no such order) is an answer, not a hiccup.
    retry: false,
  };
}

export function useOrder(id: string | null) {
  return useQuery(orderQueryOptions(id));
}

export interface PaymentCheck {
  payments: Payment[];
  order: {
    id: string;
    number: number;
    status: string;
    pickupCode: string | null;
    deliveryKind: DeliveryKind;
  };
}

/**
 * One check of buscar-pagamentos (spec §4): the polled payment first. The first check after the shopper lands asks
 * the store to query the provider at once (verificar-pagamento, same answer): a return from the provider's page
 * does not wait for its notification. Nothing the browser sends decides the payment.
 */
export async function checkPayment(paymentId: string, askProvider = false): Promise<PaymentCheck> {
  const params = { orderId: paymentId };
  const body = askProvider ? await ecom('verifyPayment', { params }) : await ecom('payments', { params });
  const o = body.pedido;
  return {
    payments: body.pagamentos.map(toPayment),
    order: {
      id: o.external_id,
      number: o.pedido,
      status: o.status,
      pickupCode: o.codigo_retirada,
      deliveryKind: toDeliveryKind(o.entrega.tipo),
    },
  };
}

/** Shipping chosen in step 1, as the checkout page hands it to step 2. */
export interface ShippingSelection {
  token: string;
  /** Minor units of the cart's currency (the checkout contract's `valor_frete`). */
  amountMinor: number;
  serviceId: number | null;
  addressId: number | null;
  pickupPointId: number | null;
}

export function startRequest(
  shipping: ShippingSelection,
  method: PaymentMethod,
  whatsappUpdates = false,
): CheckoutStartRequest {
  return {
    // Sent only when ticked: unticked at checkout never withdraws a consent given in the profile.
    ...(whatsappUpdates ? { whatsapp_atualizacoes: true } : {}),
    token_entrega: shipping.token,
    valor_frete: shipping.amountMinor,
    entrega_servico_id: shipping.serviceId,
    cliente_endereco_id: shipping.addressId,
    id_ponto_entrega: shipping.pickupPointId,
    cidade_alternativa: null,
    metodo_pagamento: method,
  };
}

/** iniciar-checkout: the order, its payment id and the hosted payment page (idempotent per cart). */
export function useStartCheckout(cartId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      shipping,
      method,
      whatsapp = false,
    }: {
      shipping: ShippingSelection;
      method: PaymentMethod;
      whatsapp?: boolean;
    }) =>
      ecom('startCheckout', {
        params: { externalId: cartId },
        json: startRequest(shipping, method, whatsapp),
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** Pay-now: the pending payment's page, or a new payment after a decline. */
export function usePayAgain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => ecom('payAgain', { params: { orderId }, json: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}

/** Checkout step 2: the methods the configured provider offers this buyer (empty: no method for the region). */
export function usePaymentMethods(enabled: boolean) {
  return useQuery({
    queryKey: ['ecom', 'payment-methods'] as const,
    queryFn: async () => (await ecom('paymentMethods')).metodos,
    enabled,
    staleTime: 60_000,
  });
}
