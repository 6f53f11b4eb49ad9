/**
 * The data layer's React Query keys. Everything a customer owns lives under ['ecom', …], so ending a session
 * drops it in one call; reference data (geography) does not.
 */
export const ECOM_KEY = ['ecom'] as const;
export const cartKey = (currencyId: number) => ['ecom', 'cart', currencyId] as const;
export const CART_KEY = ['ecom', 'cart'] as const;
export const SHIPPING_KEY = ['ecom', 'shipping'] as const;
export const CUSTOMER_KEY = ['ecom', 'me'] as const;
export const ADDRESSES_KEY = ['ecom', 'addresses'] as const;
export const ORDERS_KEY = ['ecom', 'orders'] as const;
/** The saved product ids: the one cache the hearts and /perfil/favoritos read. */
export const WISHLIST_KEY = ['ecom', 'wishlist', 'ids'] as const;
export const FAVORITES_KEY = ['ecom', 'wishlist', 'products'] as const;
export const favoritesKey = (currencyId: number) => [...FAVORITES_KEY, currencyId] as const;
export const statesKey = (countryId: 1 | 2) => ['geo', 'states', countryId] as const;
export const cepKey = (cep: string) => ['geo', 'cep', cep] as const;
export const emailCheckKey = (email: string) => ['signup', 'email', email] as const;
