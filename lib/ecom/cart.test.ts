import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/cart/types';
import { cartKey, settleCart } from './cart';

/*
 * A first add racing the island's first read (500 ms after start): the read reached the API after the cart was
 * created but before the line went in, and answered after the add did. Its older, empty cart overwrote the add's,
 * so the header showed no count although the line was saved (the flaky 1280 px Brazilian orders journey).
 */

const USD = 2;
const cart = (itemCount: number): Cart => ({
  id: 1,
  externalId: '0b6f3c1e-8d2a-4c4e-9f1a-2b3c4d5e6f70',
  currencyId: USD,
  lines: [],
  total: itemCount * 1000,
  itemCount,
});

describe('settleCart', () => {
  it("keeps the write's cart when an older read answers after it", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let answerRead: (c: Cart) => void = () => {};
    const read = client
      .fetchQuery({
        queryKey: cartKey(USD),
        queryFn: () => new Promise<Cart>((resolve) => (answerRead = resolve)),
      })
      .catch(() => 'cancelled');

    await settleCart(client, USD, cart(1));
    answerRead(cart(0));
    await read;

    expect(client.getQueryData<Cart>(cartKey(USD))?.itemCount).toBe(1);
  });

  it('stores the cart when no read is in flight, and a later read still replaces it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await settleCart(client, USD, cart(2));
    expect(client.getQueryData<Cart>(cartKey(USD))?.itemCount).toBe(2);

    await client.fetchQuery({ queryKey: cartKey(USD), queryFn: async () => cart(3) });
    expect(client.getQueryData<Cart>(cartKey(USD))?.itemCount).toBe(3);
  });
});
