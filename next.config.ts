import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { documentPolicies, securityHeaders } from './lib/http/security-headers';

/**
 * Workspace root: the project, or the common ancestor with a symlinked node_modules (git worktrees
 * sharing one install), so Turbopack can resolve `next` through the link.
 */
function workspaceRoot(): string {
  const here = import.meta.dirname;
  let modules: string;
  try {
    modules = path.dirname(realpathSync(path.join(here, 'node_modules')));
  } catch {
    return here;
  }
  let root = here;
  while (!(modules + path.sep).startsWith(root + path.sep) && path.dirname(root) !== root)
    root = path.dirname(root);
  return root;
}
const root = workspaceRoot();

/**
 * cache-handler.mjs always: it keeps error pages (a 404 per random slug) out of the ISR cache. With REDIS_URL it
 * stores on Redis, shared by every `next start` replica, with Next's memory cache off so none serves a page another
 * one revalidated; without it Next's own files and memory. Read when the server starts.
 */
const cacheHandler: Partial<NextConfig> = {
  cacheHandler: path.join(import.meta.dirname, 'cache-handler.mjs'),
  ...(process.env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}),
};

const nextConfig: NextConfig = {
  // The journeys build into their own folder so a test build never stands in for `npm start`'s.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // NEXT_OUTPUT=standalone at build time: a self-contained server for a Node host (README, deploying). Off by
  // default: `npm start`, the journeys and the benchmarks run `next start`, which warns on a standalone build.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' as const } : {}),
  poweredByHeader: false,
  // No ETag on pages: with a cacheHandler configured (cache-handler.mjs, decision 0024), Next's ETag hash over every
  // cached page's HTML ran mostly unoptimised and cost ~30 % of a cached page's throughput. ISR pages carry no browser
  // max-age, and a CDN validates with its own, so the 304s it enabled were worth little.
  generateEtags: false,
  ...cacheHandler,
  turbopack: { root },
  outputFileTracingRoot: root,
  images: {
    // API images are proxied under /media (app/media route handler), so next/image treats them as local files.
    localPatterns: [
      { pathname: '/media/**', search: '' },
      { pathname: '/images/**', search: '' },
    ],
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [360, 420, 640, 768, 1024, 1280, 1600, 1920],
    imageSizes: [48, 96, 128, 160, 240, 320],
    minimumCacheTTL: 3600,
  },
  async headers() {
    // Every page, route handler and asset (decided in docs/decisions/0010-edge-security.md).
    const staffOnly = [
      { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
      // The setup link's token is in the fragment; no staff URL leaves in a Referer either.
      { key: 'Referrer-Policy', value: 'no-referrer' },
    ];
    const production = process.env.NODE_ENV === 'production';
    return [
      { source: '/:path*', headers: securityHeaders({ production }) },
      // CSP and Permissions-Policy everywhere but the back office's pages, whose proxy branch sends its own: a fresh
      // nonce per response and the camera at the pickup counter only (lib/http/admin-csp.ts, decision 0037).
      { source: '/:path((?!admin(?:/|$)).*)', headers: documentPolicies({ production }) },
      // The back office (issue 19): never indexed; its pages are dynamic and never cached (app/admin/layout.tsx).
      { source: '/admin', headers: staffOnly },
      { source: '/admin/:path*', headers: staffOnly },
      { source: '/api/admin/:path*', headers: staffOnly },
    ];
  },
};

export default createNextIntlPlugin('./lib/i18n/request.ts')(nextConfig);
