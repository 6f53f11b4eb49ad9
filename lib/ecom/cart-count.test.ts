// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/lib/cart/types';

const loadCart = vi.fn<(currencyId: number) => Promise<Cart | null>>();
vi.mock('./cart-calls', () => ({ loadCart: (id: number) => loadCart(id) }));

const cart = (itemCount: number) => ({ itemCount, lines: [] }) as unknown as Cart;

beforeEach(() => localStorage.setItem('ex_cart', '0b6f3c1e-8d2a-4c4e-9f1a-2b3c4d5e6f70'));
afterEach(() => {
  localStorage.clear();
  vi.resetModules();
  loadCart.mockReset();
});

async function fresh() {
  const [count, ui] = await Promise.all([import('./cart-count'), import('@/lib/cart/cart-ui')]);
  return { ...count, badge: () => ui.cartStore.get(ui.cartCountAtom) };
}

describe('header count without the cart island', () => {
  it("shows the stored cart's units and re-reads when the tab is visible again", async () => {
    const { startCartCount, badge } = await fresh();
    loadCart.mockResolvedValueOnce(cart(2)).mockResolvedValueOnce(cart(5));
    const stop = startCartCount(2);
    await vi.waitFor(() => expect(badge()).toBe(2));
    window.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(badge()).toBe(5));
    expect(loadCart).toHaveBeenCalledWith(2);
    stop();
  });

  it('hands over to the island: the cart read seeds it, a late read no longer touches the count', async () => {
    const { startCartCount, handOverCartCount, badge } = await fresh();
    loadCart.mockResolvedValueOnce(cart(3));
    startCartCount(2);
    await vi.waitFor(() => expect(badge()).toBe(3));
    let late: (c: Cart) => void = () => {};
    loadCart.mockReturnValueOnce(new Promise((resolve) => (late = resolve)));
    window.dispatchEvent(new Event('visibilitychange'));
    expect(handOverCartCount(2)?.itemCount).toBe(3);
    late(cart(0));
    await new Promise((r) => setTimeout(r, 10));
    expect(badge()).toBe(3);
    expect(handOverCartCount(1)).toBeUndefined();
  });
});

describe('a browser that keeps no cart', () => {
  it('counts nothing and never loads the cart calls (catalogue pages stay light)', async () => {
    localStorage.clear();
    const { startCartCount, badge } = await fresh();
    const stop = startCartCount(2);
    await vi.waitFor(() => expect(badge()).toBe(0));
    expect(loadCart).not.toHaveBeenCalled();
    stop();
  });
});
