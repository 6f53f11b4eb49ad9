import type { z } from 'zod';
import {
  addressCreateRequestSchema,
  addressDeactivateRequestSchema,
  addressListResponseSchema,
  cepLookupResponseSchema,
  changePasswordRequestSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  recoverRequestSchema,
  resetPasswordRequestSchema,
  userSchema,
  wishlistImportRequestSchema,
  wishlistResponseSchema,
} from '@/lib/contract/account';
import {
  cartAddSchema,
  cartCreateSchema,
  cartSchema,
  cartSetQuantitySchema,
  cartUpdateSchema,
} from '@/lib/contract/cart';
import {
  checkoutStartResponseSchema,
  checkoutStartSchema,
  orderSchema,
  ordersResponseSchema,
  payAgainSchema,
  paymentOptionsResponseSchema,
  paymentPollResponseSchema,
} from '@/lib/contract/checkout';
import { invoiceStatesSchema } from '@/lib/contract/invoices';
import { cityByCodeBodySchema, cityByCodeResponseSchema, statesResponseSchema } from '@/lib/contract/geo';
import {
  calculateShippingSchema,
  pickupPointsResponseSchema,
  shippingOptionsSchema,
} from '@/lib/contract/shipping';
import {
  cartShareRequestSchema,
  sharedCartSchema,
  whatsappUpdatesBodySchema,
  whatsappUpdatesSchema,
} from '@/lib/contract/whatsapp';

/**
 * Every call a customer's browser makes to the store API (spec §7), in one table: method, path under the API's
 * /ecom/, the request body's schema and the answer's schema, all from lib/contract. The browser client
 * (./client.ts) builds its calls and parses their answers from it, the feature hooks name its rows, and the
 * storefront's /api/ecom allowlist (./allowlist.ts) is derived from it: a call missing here cannot be made.
 *
 * Paths name their parameters as `:name`; lib/ecom/path-rule.ts says what each may look like (shared with staff).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operation {
  method: Method;
  path: string;
  /** The JSON body's schema (a multipart body says 'form'); none for bodiless calls. */
  request?: z.ZodType | 'form';
  /** The 2xx answer's schema; 'binary' for a file passed through as it is. */
  response: z.ZodType | 'binary';
  /**
   * 'own': a storefront route handler of its own serves it (it sets or clears the session cookie), so the
   * catch-all proxy does not allow it.
   */
  handler?: 'own';
  /** Writes the browser should finish even if the page is left (cart writes; small bodies only). */
  keepalive?: boolean;
}

/** The browser's view of login and registration: the handler keeps the token in its cookie. */
const signedInAnswer = loginResponseSchema.omit({ token: true, message: true }).partial({ expires_at: true });

export const OPERATIONS = {
  // Session and account (docs/decisions/0011, 0012).
  login: {
    method: 'POST',
    path: 'login',
    request: loginRequestSchema,
    response: signedInAnswer,
    handler: 'own',
  },
  register: {
    method: 'POST',
    path: 'cliente/cadastrar',
    request: 'form',
    response: signedInAnswer,
    handler: 'own',
  },
  logout: { method: 'POST', path: 'logout', response: messageResponseSchema.partial(), handler: 'own' },
  me: { method: 'POST', path: 'me', response: userSchema },
  checkEmail: {
    method: 'POST',
    path: 'cliente/cadastrar/check-email',
    request: checkEmailRequestSchema,
    response: checkEmailResponseSchema,
  },
  recoverPassword: {
    method: 'POST',
    path: 'cliente/recuperar-senha',
    request: recoverRequestSchema,
    response: messageResponseSchema,
  },
  confirmEmail: {
    method: 'POST',
    path: 'cliente/confirmar-email/:uid/:token',
    response: messageResponseSchema,
  },
  resetPassword: {
    method: 'POST',
    path: 'cliente/trocar-senha',
    request: resetPasswordRequestSchema,
    response: messageResponseSchema,
  },
  changePassword: {
    method: 'POST',
    path: 'cliente/trocar-senha-l',
    request: changePasswordRequestSchema,
    response: messageResponseSchema,
  },
  updateProfile: { method: 'POST', path: 'cliente/update-profile', request: 'form', response: userSchema },
  whatsappUpdates: { method: 'GET', path: 'cliente/whatsapp-atualizacoes', response: whatsappUpdatesSchema },
  setWhatsappUpdates: {
    method: 'PUT',
    path: 'cliente/whatsapp-atualizacoes',
    request: whatsappUpdatesBodySchema,
    response: whatsappUpdatesSchema,
  },
  resendConfirmation: { method: 'POST', path: 'cliente/reenviar-email', response: messageResponseSchema },
  document: { method: 'GET', path: 'cliente/documentos/:side', response: 'binary' },
  // Addresses and geography.
  addresses: { method: 'GET', path: 'cliente/address', response: addressListResponseSchema },
  createAddress: {
    method: 'POST',
    path: 'cliente/address',
    request: addressCreateRequestSchema,
    response: addressListResponseSchema,
  },
  deactivateAddress: {
    method: 'PUT',
    path: 'cliente/address/:addressId',
    request: addressDeactivateRequestSchema,
    response: addressListResponseSchema,
  },
  setMainAddress: {
    method: 'PATCH',
    path: 'cliente/address/:addressId/set-main',
    response: addressListResponseSchema,
  },
  cep: { method: 'GET', path: 'endereco/cep/:cep', response: cepLookupResponseSchema },
  states: { method: 'GET', path: 'endereco/estados', response: statesResponseSchema },
  cityByCode: {
    method: 'POST',
    path: 'endereco/cidade-por-codigo',
    request: cityByCodeBodySchema,
    response: cityByCodeResponseSchema,
  },
  // Wishlist (spec §1 hearts, /perfil/favoritos).
  wishlist: { method: 'GET', path: 'cliente/favoritos', response: wishlistResponseSchema },
  saveWish: { method: 'PUT', path: 'cliente/favoritos/:productId', response: wishlistResponseSchema },
  removeWish: { method: 'DELETE', path: 'cliente/favoritos/:productId', response: wishlistResponseSchema },
  importWishes: {
    method: 'POST',
    path: 'cliente/favoritos/importar',
    request: wishlistImportRequestSchema,
    response: wishlistResponseSchema,
  },
  // Cart and shipping (docs/decisions/0013): anonymous carts need no session.
  createCart: {
    method: 'POST',
    path: 'venda/carrinho',
    request: cartCreateSchema,
    response: cartSchema,
    keepalive: true,
  },
  cart: { method: 'GET', path: 'venda/carrinho/:externalId', response: cartSchema },
  currentCart: { method: 'GET', path: 'venda/carrinho/atual', response: cartSchema },
  clearCart: { method: 'DELETE', path: 'venda/carrinho/:externalId', response: cartSchema, keepalive: true },
  replaceCart: {
    method: 'PUT',
    path: 'venda/carrinho/:cartId',
    request: cartUpdateSchema,
    response: cartSchema,
  },
  addLine: {
    method: 'POST',
    path: 'venda/carrinho/:externalId/itens',
    request: cartAddSchema,
    response: cartSchema,
    keepalive: true,
  },
  setQuantity: {
    method: 'PATCH',
    path: 'venda/carrinho/:externalId/itens/:productId',
    request: cartSetQuantitySchema,
    response: cartSchema,
    keepalive: true,
  },
  removeLine: {
    method: 'DELETE',
    path: 'venda/carrinho/:externalId/itens/:productId',
    response: cartSchema,
    keepalive: true,
  },
  bindCart: { method: 'POST', path: 'venda/carrinho/:externalId/vincular', response: cartSchema },
  shippingOptions: {
    method: 'PUT',
    path: 'venda/carrinho/:externalId/calcular-frete',
    request: calculateShippingSchema,
    response: shippingOptionsSchema,
  },
  pickupPoints: {
    method: 'GET',
    path: 'venda/carrinho/:externalId/pontos-entrega',
    response: pickupPointsResponseSchema,
  },
  // Send my cart to a seller (issue 28): a signed link to a snapshot, and what opening it shows.
  shareCart: {
    method: 'POST',
    path: 'venda/carrinho-compartilhado',
    request: cartShareRequestSchema,
    response: sharedCartSchema,
  },
  sharedCart: { method: 'GET', path: 'venda/carrinho-compartilhado/:token', response: sharedCartSchema },
  // Checkout, orders and payments (docs/decisions/0014).
  startCheckout: {
    method: 'POST',
    path: 'venda/carrinho/:externalId/iniciar-checkout',
    request: checkoutStartSchema,
    response: checkoutStartResponseSchema,
  },
  orders: { method: 'GET', path: 'venda/pedidos', response: ordersResponseSchema },
  order: { method: 'GET', path: 'venda/pedidos/:orderId', response: orderSchema },
  payments: {
    method: 'GET',
    path: 'venda/pedidos/:orderId/buscar-pagamentos',
    response: paymentPollResponseSchema,
  },
  // Issue 27: the order's SIFEN documents, and the KuDE or signed XML (`?formato=a4|ticket|xml&tipo=…`).
  invoices: { method: 'GET', path: 'venda/pedidos/:orderId/faturas', response: invoiceStatesSchema },
  invoiceFile: { method: 'GET', path: 'venda/pedidos/:orderId/fatura', response: 'binary' },
  payAgain: {
    method: 'POST',
    path: 'venda/pedidos/:orderId/pagar-novamente',
    request: payAgainSchema,
    response: checkoutStartResponseSchema,
  },
  // Payments (docs/decisions/0027): the configured provider's methods; ask the provider on the shopper's return.
  paymentMethods: { method: 'GET', path: 'venda/metodos-pagamento', response: paymentOptionsResponseSchema },
  verifyPayment: {
    method: 'POST',
    path: 'venda/pedidos/:orderId/verificar-pagamento',
    response: paymentPollResponseSchema,
  },
} as const satisfies Record<string, Operation>;

export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;
