// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCustomer } from './account';

/*
 * Spec §4: a customer the API refuses ends the session. A /me that merely failed (the page was left mid-call, the
 * API was busy) must not: ending the session also forgets the browser's cart (issue 21's lost first add).
 */
const CART = '0b6f3c1e-8d2a-4c4e-9f1a-2b3c4d5e6f70';

function answering(meStatus: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(String(input));
      if (String(input).startsWith('/api/ecom/me'))
        return Response.json({ message: 'x' }, { status: meStatus });
      return Response.json({ ok: true });
    }),
  );
  return calls;
}

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return renderHook(() => useCustomer(), { wrapper });
}

beforeEach(() => {
  document.cookie = 'signed_in=1; path=/';
  localStorage.setItem('ex_cart', CART);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'signed_in=; path=/; max-age=0';
});

describe('the signed-in customer', () => {
  it('keeps the session and the cart when /me fails without a refusal (503)', async () => {
    const calls = answering(503);
    const { result } = render();
    await waitFor(() => expect(result.current.isError).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).not.toContain('/api/ecom/logout');
    expect(localStorage.getItem('ex_cart')).toBe(CART);
  });

  it('ends the session when the API refuses the customer (401)', async () => {
    const calls = answering(401);
    render();
    await waitFor(() => expect(calls).toContain('/api/ecom/logout'));
    await waitFor(() => expect(localStorage.getItem('ex_cart')).toBeNull());
  });
});
