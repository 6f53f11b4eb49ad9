import { describe, expect, it } from 'vitest';
import { createReplayGuard } from './replay-guard';
import { MAX_AGE_SECONDS } from './signature';

describe('createReplayGuard', () => {
  it('accepts a nonce once within its window, and forgets it only when its timestamp has expired', () => {
    let now = 1_000_000_000_000;
    const guard = createReplayGuard({ now: () => now });
    const ts = now / 1000;
    expect(guard.check('nonce-aaaaaaaaaaaaaaaa', ts)).toBe('fresh');
    expect(guard.check('nonce-aaaaaaaaaaaaaaaa', ts)).toBe('replayed');
    expect(guard.check('nonce-bbbbbbbbbbbbbbbb', ts)).toBe('fresh');
    now += (MAX_AGE_SECONDS - 1) * 1000; // still inside the window: still refused
    expect(guard.check('nonce-aaaaaaaaaaaaaaaa', ts)).toBe('replayed');
    now += 5_000; // past it: the signature check refuses the timestamp; the guard has let the nonce go
    expect(guard.check('nonce-aaaaaaaaaaaaaaaa', now / 1000)).toBe('fresh');
  });

  it('refuses new calls when full of live nonces instead of forgetting one early', () => {
    let now = 2_000_000_000_000;
    const guard = createReplayGuard({ maxNonces: 3, now: () => now });
    for (const n of ['n1', 'n2', 'n3']) expect(guard.check(n, now / 1000)).toBe('fresh');
    expect(guard.check('n4', now / 1000)).toBe('full');
    expect(guard.check('n1', now / 1000)).toBe('replayed');
    now += (MAX_AGE_SECONDS + 2) * 1000;
    expect(guard.check('n4', now / 1000)).toBe('fresh');
  });
});
