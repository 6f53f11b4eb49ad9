import type { MediaRenderer } from '../../media/media-store';
import { renderBanner } from './render-banner';
import { renderBrandLogo } from './render-brand-logo';
import { renderProductImage } from './render-product-image';
import { renderSellerPhoto } from './render-seller-photo';

/** Bump when drawings change so caches and ETags move on (3: one seeded generator for model and drawings). */
export const RENDER_VERSION = 3;

/** The demo's drawings of the pictures its seed lists; installed only by the demo entry point and the tests. */
export const demoRenderer: MediaRenderer = {
  version: RENDER_VERSION,
  render(request, subject) {
    switch (request.kind) {
      case 'products':
        return renderProductImage(
          request.code,
          request.n,
          subject.kind === 'products' ? subject.brand : null,
        );
      case 'banners':
        return renderBanner(request.id, request.lang);
      case 'brands':
        return renderBrandLogo(request.slug, subject.kind === 'brands' ? subject.name : undefined);
      case 'sellers':
        return renderSellerPhoto(request.id, subject.kind === 'sellers' ? subject.name : undefined);
    }
  },
};
