/** What the cart needs of a product, priced in one currency, named in the shopper's language. */
export interface CartProduct {
  id: number;
  name: string;
  slug: string;
  code: string;
  /** The first image, if any. */
  imageUrl: string | null;
  /** False: the price is hidden (decision 0025), the product is not sold online. */
  showsPrice: boolean;
  inStock: boolean;
  /** Has a measure unit (spec §4: needed to sell it). */
  hasUnit: boolean;
  /** Units in stock (never below 0). */
  available: number;
  /** Current unit price in the cart's currency, minor units. */
  priceMinor: number;
}

/** A product can be put in a cart only with stock and a measure unit (spec §4), and only with a shown price: a hidden price never leaves the API, the cart included. */
export const sellable = (p: CartProduct): boolean => p.inStock && p.hasUnit && p.showsPrice;
