import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionSecretError, productionSiteUrlError } from './secrets';

/**
 * Issue 18 point 8: no value committed to this repository starts production. Every 32+ character token on a line
 * that speaks of a secret, key, token or password in a tracked file is tried as APP_SECRET; each must be refused.
 * Tests, benches, journeys and test:multi make theirs at run time (randomBytes) or use one production refuses.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SKIP = /(^|\/)package-lock\.json$|\.(png|webp|jpe?g|avif|ico|gif|woff2?|pdf|zip|gz)$|^server\/db\/migrations\/meta\/|^data\//;
const SECRET_CONTEXT = /secret|key\b|_key|key:|keys\[|token|password|hmac/i;
/** Quoted, assigned or bare tokens of 32+ characters from the alphabet secrets are written in. */
const TOKEN = /(?:^|['"`=\s:(])([A-Za-z0-9_\-+.!@#$%^&*~=]{32,})(?=$|['"`\s,;)])/g;

function committedCandidates(): { where: string; value: string }[] {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter((f) => f && !SKIP.test(f));
  const found: { where: string; value: string }[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // a tracked file removed in the work tree
    }
    if (text.includes('\u0000')) continue;
    text.split('\n').forEach((line, i) => {
      if (!SECRET_CONTEXT.test(line)) return;
      for (const [, value] of line.matchAll(TOKEN)) {
        // Identifiers, member paths (a.b.c) and CSS/DOM names (#ids, @scopes) are names, not secrets.
        if (/^[a-z_]+$/.test(value) || /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)+$/.test(value) || /^[#@.]/.test(value)) continue;
        found.push({ where: `${file}:${i + 1}`, value });
      }
    });
  }
  return found;
}

describe('committed secrets', () => {
  it('refuses, as a production APP_SECRET, every secret-looking value committed to the repository', () => {
    const candidates = committedCandidates();
    // The scan does find them (the old committed ones are still named in tests and comments).
    expect(candidates.length).toBeGreaterThan(5);
    const accepted = candidates.filter(({ value }) => productionSecretError(value) === null);
    expect(accepted).toEqual([]);
  });

  it('accepts what the how-to makes, and refuses hand-written placeholders', () => {
    for (let i = 0; i < 200; i++) {
      expect(productionSecretError(randomBytes(32).toString('hex'))).toBeNull();
      expect(productionSecretError(randomBytes(32).toString('base64'))).toBeNull();
    }
    for (const placeholder of [
      'benchmark-only-secret-not-for-production-02',
      'journeys-only-secret-not-for-production-0001',
      'multi-instance-test-secret-0123456789abcdef0123456789',
      'a-random-production-secret-of-48-characters-0001',
      'CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME',
      'x'.repeat(64),
      'abcabcabcabcabcabcabcabcabcabcabcabc',
    ]) {
      expect(productionSecretError(placeholder), placeholder).not.toBeNull();
    }
  });
});

describe('production SITE_URL', () => {
  it('must be https; http only on a loopback host with LOCAL_HTTP=on', () => {
    expect(productionSiteUrlError('https://loja.example', undefined)).toBeNull();
    expect(productionSiteUrlError(undefined, undefined)).toContain('SITE_URL is not set');
    expect(productionSiteUrlError('http://loja.example', undefined)).toContain('SITE_URL must be https');
    expect(productionSiteUrlError('http://loja.example', 'on')).toContain('SITE_URL must be https');
    expect(productionSiteUrlError('http://127.0.0.1:3400', undefined)).toContain('SITE_URL must be https');
    expect(productionSiteUrlError('http://127.0.0.1:3400', 'on')).toBeNull();
    expect(productionSiteUrlError('http://localhost:3000', 'on')).toBeNull();
    expect(productionSiteUrlError('http://[::1]:3000', 'on')).toBeNull();
    expect(productionSiteUrlError('http://127.0.0.1.evil.example', 'on')).toContain('SITE_URL must be https');
    expect(productionSiteUrlError('http://localhost.evil.example', 'on')).toContain('SITE_URL must be https');
  });
});
