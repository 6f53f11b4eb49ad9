import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    // API images are proxied under /media (see rewrites), so next/image treats them as local files.
    localPatterns: [{ pathname: '/media/**', search: '' }, { pathname: '/images/**', search: '' }],
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [360, 420, 640, 768, 1024, 1280, 1600, 1920],
    imageSizes: [48, 96, 128, 160, 240, 320],
    minimumCacheTTL: 3600,
  },
  async rewrites() {
    // Same-origin media: the browser never talks to the API host.
    return [{ source: '/media/:path*', destination: `${apiUrl}/media/:path*` }];
  },
};

export default createNextIntlPlugin('./lib/i18n/request.ts')(nextConfig);
