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
import { based } from './rows';
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
 * The shopper's rows of the one operation table (./table.ts, `base: 'ecom'`): every call a customer's browser makes
 * to the store API (spec §7), with its method, path under the API's /ecom/, the request body's schema and the
 * answer's schema, all from lib/contract, and `access`: 'customer' when the API asks for a signed-in shopper
 * (the /api/ecom proxy adds the session cookie's token whenever there is one, so the column describes the API, it
 * does not gate the proxy). The browser client (./call.ts) builds its calls and parses their answers from these
 * rows, the feature hooks in lib/ecom name them, and the /api/ecom allowlist is derived from them: a call missing
 * here cannot be made.
 *
 * Paths name their parameters as `:name`; ./path-rule.ts says what each may look like (shared with staff).
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ShopperOperation {
  method: Method;
  path: string;
  /** 'customer': the API answers only a signed-in shopper; 'public': anyone (anonymous carts need no session). */
  access: 'public' | 'customer';
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

export const SHOPPER_OPERATIONS = {
  // Session and account (docs/decisions/0011, 0012).
  login: {
    method: 'POST',
    path: 'login',
    access: 'public',
    request: loginRequestSchema,
    response: signedInAnswer,
    handler: 'own',
  },
  register: {
    method: 'POST',
    path: 'cliente/cadastrar',
    access: 'public',
    request: 'form',
    response: signedInAnswer,
    handler: 'own',
  },
  logout: {
    method: 'POST',
    path: 'logout',
    access: 'public',
    response: messageResponseSchema.partial(),
    handler: 'own',
  },
  me: { method: 'POST', path: 'me', access: 'customer', response: userSchema },
  checkEmail: {
    method: 'POST',
    path: 'cliente/cadastrar/check-email',
    access: 'public',
    request: checkEmailRequestSchema,
    response: checkEmailResponseSchema,
  },
  recoverPassword: {
    method: 'POST',
    path: 'cliente/recuperar-senha',
    access: 'public',
    request: recoverRequestSchema,
    response: messageResponseSchema,
  },
  confirmEmail: {
    method: 'POST',
    path: 'cliente/confirmar-email/:uid/:token',
    access: 'public',
    response: messageResponseSchema,
  },
  resetPassword: {
    method: 'POST',
    path: 'cliente/trocar-senha',
    access: 'public',
    request: resetPasswordRequestSchema,
    response: messageResponseSchema,
  },
  changePassword: {
    method: 'POST',
    path: 'cliente/trocar-senha-l',
    access: 'customer',
    request: changePasswordRequestSchema,
    response: messageResponseSchema,
  },
  updateProfile: {
    method: 'POST',
    path: 'cliente/update-profile',
    access: 'customer',
    request: 'form',
    response: userSchema,
  },
  whatsappUpdates: {
    method: 'GET',
    path: 'cliente/whatsapp-atualizacoes',
    access: 'customer',
    response: whatsappUpdatesSchema,
  },
  setWhatsappUpdates: {
    method: 'PUT',
    path: 'cliente/whatsapp-atualizacoes',
    access: 'customer',
    request: whatsappUpdatesBodySchema,
    response: whatsappUpdatesSchema,
  },
  resendConfirmation: {
    method: 'POST',
    path: 'cliente/reenviar-email',
    access: 'customer',
    response: messageResponseSchema,
  },
  document: { method: 'GET', path: 'cliente/documentos/:side', access: 'customer', response: 'binary' },
  // Addresses and geography.
  addresses: {
    method: 'GET',
    path: 'cliente/address',
    access: 'customer',
    response: addressListResponseSchema,
  },
  createAddress: {
    method: 'POST',
    path: 'cliente/address',
    access: 'customer',
    request: addressCreateRequestSchema,
    response: addressListResponseSchema,
  },
  deactivateAddress: {
    method: 'PUT',
    path: 'cliente/address/:addressId',
    access: 'customer',
    request: addressDeactivateRequestSchema,
    response: addressListResponseSchema,
  },
  setMainAddress: {
    method: 'PATCH',
    path: 'cliente/address/:addressId/set-main',
    access: 'customer',
    response: addressListResponseSchema,
  },
  cep: { method: 'GET', path: 'endereco/cep/:cep', access: 'public', response: cepLookupResponseSchema },
  states: { method: 'GET', path: 'endereco/estados', access: 'public', response: statesResponseSchema },
  cityByCode: {
    method: 'POST',
    path: 'endereco/cidade-por-codigo',
    access: 'public',
    request: cityByCodeBodySchema,
    response: cityByCodeResponseSchema,
  },
  // Wishlist (spec §1 hearts, /perfil/favoritos).
  wishlist: {
    method: 'GET',
    path: 'cliente/favoritos',
    access: 'customer',
    response: wishlistResponseSchema,
  },
  saveWish: {
    method: 'PUT',
    path: 'cliente/favoritos/:productId',
    access: 'customer',
    response: wishlistResponseSchema,
  },
  removeWish: {
    method: 'DELETE',
    path: 'cliente/favoritos/:productId',
    access: 'customer',
    response: wishlistResponseSchema,
  },
  importWishes: {
    method: 'POST',
    path: 'cliente/favoritos/importar',
    access: 'customer',
    request: wishlistImportRequestSchema,
    response: wishlistResponseSchema,
  },
  // Cart and shipping (docs/decisions/0013): anonymous carts need no session.
  createCart: {
    method: 'POST',
    path: 'venda/carrinho',
    access: 'public',
    request: cartCreateSchema,
    response: cartSchema,
    keepalive: true,
  },
  cart: { method: 'GET', path: 'venda/carrinho/:externalId', access: 'public', response: cartSchema },
  currentCart: { method: 'GET', path: 'venda/carrinho/atual', access: 'customer', response: cartSchema },
  clearCart: {
    method: 'DELETE',
    path: 'venda/carrinho/:externalId',
    access: 'public',
    response: cartSchema,
    keepalive: true,
  },
  replaceCart: {
    method: 'PUT',
    path: 'venda/carrinho/:cartId',
    access: 'public',
    request: cartUpdateSchema,
    response: cartSchema,
  },
  addLine: {
    method: 'POST',
    path: 'venda/carrinho/:externalId/itens',
    access: 'public',
    request: cartAddSchema,
    response: cartSchema,
    keepalive: true,
  },
  setQuantity: {
    method: 'PATCH',
    path: 'venda/carrinho/:externalId/itens/:productId',
    access: 'public',
    request: cartSetQuantitySchema,
    response: cartSchema,
    keepalive: true,
  },
  removeLine: {
    method: 'DELETE',
    path: 'venda/carrinho/:externalId/itens/:productId',
    access: 'public',
    response: cartSchema,
    keepalive: true,
  },
  bindCart: {
    method: 'POST',
    path: 'venda/carrinho/:externalId/vincular',
    access: 'customer',
    response: cartSchema,
  },
  shippingOptions: {
    method: 'PUT',
    path: 'venda/carrinho/:externalId/calcular-frete',
    access: 'customer',
    request: calculateShippingSchema,
    response: shippingOptionsSchema,
  },
  pickupPoints: {
    method: 'GET',
    path: 'venda/carrinho/:externalId/pontos-entrega',
    access: 'public',
    response: pickupPointsResponseSchema,
  },
  // Send my cart to a seller (issue 28): a signed link to a snapshot, and what opening it shows.
  shareCart: {
    method: 'POST',
    path: 'venda/carrinho-compartilhado',
    access: 'public',
    request: cartShareRequestSchema,
    response: sharedCartSchema,
  },
  sharedCart: {
    method: 'GET',
    path: 'venda/carrinho-compartilhado/:token',
    access: 'public',
    response: sharedCartSchema,
  },
  // Checkout, orders and payments (docs/decisions/0014).
  startCheckout: {
    method: 'POST',
    path: 'venda/carrinho/:externalId/iniciar-checkout',
    access: 'customer',
    request: checkoutStartSchema,
    response: checkoutStartResponseSchema,
  },
  orders: { method: 'GET', path: 'venda/pedidos', access: 'customer', response: ordersResponseSchema },
  order: { method: 'GET', path: 'venda/pedidos/:orderId', access: 'customer', response: orderSchema },
  payments: {
    method: 'GET',
    path: 'venda/pedidos/:orderId/buscar-pagamentos',
    access: 'customer',
    response: paymentPollResponseSchema,
  },
  // Issue 27: the order's SIFEN documents, and the KuDE or signed XML (`?formato=a4|ticket|xml&tipo=…`).
  invoices: {
    method: 'GET',
    path: 'venda/pedidos/:orderId/faturas',
    access: 'customer',
    response: invoiceStatesSchema,
  },
  invoiceFile: {
    method: 'GET',
    path: 'venda/pedidos/:orderId/fatura',
    access: 'customer',
    response: 'binary',
  },
  payAgain: {
    method: 'POST',
    path: 'venda/pedidos/:orderId/pagar-novamente',
    access: 'customer',
    request: payAgainSchema,
    response: checkoutStartResponseSchema,
  },
  // Payments (docs/decisions/0027): the configured provider's methods; ask the provider on the shopper's return.
  paymentMethods: {
    method: 'GET',
    path: 'venda/metodos-pagamento',
    access: 'customer',
    response: paymentOptionsResponseSchema,
  },
  verifyPayment: {
    method: 'POST',
    path: 'venda/pedidos/:orderId/verificar-pagamento',
    access: 'customer',
    response: paymentPollResponseSchema,
  },
} as const satisfies Record<string, ShopperOperation>;

/** The shopper's rows with their proxy and whole API path (./rows.ts): what the shopper's browser client reads. */
export const SHOPPER_ROWS = based('ecom', '', '/ecom/', SHOPPER_OPERATIONS);

export type ShopperOperations = typeof SHOPPER_OPERATIONS;
export type ShopperOperationName = keyof ShopperOperations;
