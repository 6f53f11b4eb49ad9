import type { AddToCartLabels } from '@/lib/cart/labels';

/**
 * A card's add-to-cart button as plain markup (no island per card): the grid's CardActions handles its clicks,
 * the 1.2 s "added" state and the notices. Unavailable products keep a focusable button that explains why when
 * pressed. The product page and favourites use the AddToCartButton island instead.
 */
export function CardAddButton({
  productId,
  available,
  labels,
}: {
  productId: number;
  available: boolean;
  labels: AddToCartLabels;
}) {
  return (
    <div className="relative z-10 print:hidden">
      <button
        type="button"
        aria-disabled={!available}
        data-add-to-cart={productId}
        data-available={available}
        data-testid="add-to-cart"
        className="card-add"
      >
        {/* Classes and a CSS-mask icon (app/theme.css): each card's copy in the RSC payload stays short. */}
        <span aria-hidden="true" className="glyph glyph-bag" />
        <span data-add-label>{labels.addShort}</span>
      </button>
      <p
        role="status"
        data-add-status
        className="sr-only text-xs data-notice:not-sr-only data-notice:mt-1.5 data-notice:text-danger"
      />
    </div>
  );
}
