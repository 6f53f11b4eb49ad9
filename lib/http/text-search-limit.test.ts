import { describe, expect, it } from 'vitest';
import {
  TEXT_SEARCH_PAGE_LIMIT,
  addressKey,
  countTextSearchPage,
  tooManySearches,
} from './text-search-limit';

describe('text-search page limit', () => {
  it('counts IPv4 per address and IPv6 per /64', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(addressKey('::1')).toBe('::/64');
    expect(addressKey('1::2:3:4:5:192.0.2.1')).toBe('1:0:2:3::/64');
  });

  it('lets one address through up to the limit, then refuses it while another address goes on', async () => {
    const { max } = TEXT_SEARCH_PAGE_LIMIT;
    const one = '192.0.2.10';
    for (let i = 1; i <= max; i++)
      expect(await countTextSearchPage(one)).toMatchObject({ allowed: true, remaining: max - i });
    expect(await countTextSearchPage(one)).toMatchObject({ allowed: false, remaining: 0, limit: max });
    expect(await countTextSearchPage('192.0.2.11')).toMatchObject({ allowed: true });
    // No address known: nothing to count against.
    expect(await countTextSearchPage(undefined)).toBeNull();
  });

  it('answers 429 with Retry-After and a page in the shopper’s language', async () => {
    const res = tooManySearches('es-PY', { allowed: false, limit: 60, remaining: 0, resetSeconds: 42 });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('42');
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    const html = await res.text();
    expect(html).toContain('lang="es-PY"');
    expect(html).toContain('Demasiados intentos');
    expect(
      await tooManySearches('pt-BR', { allowed: false, limit: 60, remaining: 0, resetSeconds: 1 }).text(),
    ).toContain('Muitas tentativas');
  });
});
