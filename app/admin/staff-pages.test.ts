import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every back-office page is behind StaffPage (components/admin/staff-page.tsx): signed out, the sign-in page before
 * any script; a role the page is not for, the "not allowed" page instead of a screen whose calls all fail 403. A
 * page added without it (the shared-cart viewer was) fails here.
 */
const ADMIN = path.join(import.meta.dirname);
/** Pages for people with no session yet. */
const OPEN = new Set(['entrar/page.tsx', 'ativar/page.tsx']);
const pages = (readdirSync(ADMIN, { recursive: true }) as string[])
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => f.endsWith('page.tsx'));

describe('back-office pages', () => {
  it('finds the pages', () => {
    expect(pages).toContain('carrinho/[token]/page.tsx');
  });
  it.each(pages.filter((f) => !OPEN.has(f)))('%s is wrapped in StaffPage', (file) => {
    expect(readFileSync(path.join(ADMIN, file), 'utf8')).toMatch(/<StaffPage access=\{/);
  });
});
