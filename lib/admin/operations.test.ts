import { describe, expect, it } from 'vitest';
import { adminPath, allowedAdminPath } from './operations';

describe('the BFF allowlist for content calls', () => {
  it('passes the content reads, saves and deletes the table lists, with plain segments only', () => {
    expect(allowedAdminPath('GET', ['content'])).toMatchObject({ op: 'content', path: '/admin/content' });
    expect(allowedAdminPath('PUT', ['content', 'banners'])).toMatchObject({
      op: 'saveContent',
      path: '/admin/content/banners',
    });
    expect(allowedAdminPath('DELETE', ['content', 'sellers', '12'])).toMatchObject({
      op: 'deleteContent',
      path: '/admin/content/sellers/12',
    });
    expect(adminPath('deleteContent', { kind: 'banners', id: 3 })).toBe('/admin/content/banners/3');
  });
  it('refuses methods the table does not list and segments that could climb or smuggle', () => {
    expect(allowedAdminPath('DELETE', ['content'])).toBeNull();
    expect(allowedAdminPath('DELETE', ['staff', '1'])).toBeNull();
    expect(allowedAdminPath('PUT', ['content', '..'])).toBeNull();
    expect(allowedAdminPath('PUT', ['content', 'banners%2F..'])).toBeNull();
    expect(() => adminPath('saveContent', { kind: '../staff' })).toThrow();
  });
});
