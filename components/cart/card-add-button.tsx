import { BagIcon } from '@/components/ui/icons';
import type { AddToCartLabels } from '@/lib/cart/labels';

/**
 * A card's add-to-cart button as plain markup (no island per card): the grid's CardActions handles its clicks,
 * the 1.2 s "added" state and the notices. Unavailable products keep a focusable button that explains why when
 * pressed. The product page and favourites use the AddToCartButton island instead.
 */
export function CardAddButton({ productId, available, labels }: { productId: number; available: boolean; labels: AddToCartLabels }) {
  const tone = available ? 'bg-plum-900 text-white hover:bg-plum-700' : 'cursor-not-allowed bg-line text-muted';
  return (
    <div className="relative z-10 print:hidden">
      <button
        type="button"
        aria-disabled={!available}
        data-add-to-cart={productId}
        data-available={available}
        data-testid="add-to-cart"
        className={`inline-flex w-full items-center justify-center gap-2 rounded-full px-3 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 ${tone}`}
      >
        <BagIcon className="shrink-0 text-lg" />
        <span data-add-label>{labels.addShort}</span>
      </button>
      <p role="status" data-add-status className="sr-only text-xs data-notice:not-sr-only data-notice:mt-1.5 data-notice:text-danger" />
    </div>
  );
}
