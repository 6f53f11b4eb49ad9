#!/usr/bin/env node
// The storefront's two keys, derived from the API's APP_SECRET exactly as lib/contract/secrets.ts derives them
// (HKDF-SHA256; lib/contract/storefront-keys.test.ts checks both agree). The storefront gets these, never
// APP_SECRET (issue 26 point 11). `npm run keys:storefront` prints them for a deployment's storefront settings;
// npm start, the journeys and test:multi import storefrontKeys().
import { hkdfSync } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const derive = (appSecret, purpose) =>
  Buffer.from(hkdfSync('sha256', appSecret, 'loja-cde/v1', purpose, 32)).toString('hex');

/** The storefront's environment entries for one APP_SECRET. */
export function storefrontKeys(appSecret) {
  return {
    STOREFRONT_IDENTITY_KEY: derive(appSecret, 'storefront-identity'),
    REVALIDATE_KEY: derive(appSecret, 'revalidation'),
  };
}

/** An environment for a storefront process: the API's secret (under any name the caller used) removed, its keys added. */
export function storefrontEnv(env, appSecret, secretNames = ['APP_SECRET']) {
  const out = { ...env };
  for (const name of secretNames) delete out[name];
  return appSecret ? { ...out, ...storefrontKeys(appSecret) } : out;
}

/** A process and all its descendants (Linux /proc): `next start` serves from a child of its own. */
function processTree(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone meanwhile */
    }
  }
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  return [...tree];
}

/**
 * Throws when a running storefront (the process and its children) holds the API's secret in its environment under
 * any name (Linux /proc; elsewhere it checks nothing). test:multi and the journeys' storefront call it.
 */
export function assertSecretNotIn(pid, appSecret) {
  if (!appSecret || !existsSync(`/proc/${pid}/environ`)) return;
  for (const each of processTree(pid)) {
    let entries;
    try {
      entries = readFileSync(`/proc/${each}/environ`, 'utf8').split('\0');
    } catch {
      continue;
    }
    const holding = entries
      .filter((e) => e.startsWith('APP_SECRET=') || e.slice(e.indexOf('=') + 1) === appSecret)
      .map((e) => e.split('=')[0]);
    if (holding.length > 0)
      throw new Error(`the storefront (pid ${each}) holds the API's secret in ${holding.join(', ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env.APP_SECRET;
  if (!secret) {
    console.error(
      "keys:storefront: run it with the API's APP_SECRET in the environment (APP_SECRET=… npm run keys:storefront)",
    );
    process.exit(2);
  }
  for (const [name, value] of Object.entries(storefrontKeys(secret))) console.log(`${name}=${value}`);
}
