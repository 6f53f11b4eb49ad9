-- A remote provider's checkout writes in one statement (issue 31, session 14): the cart close in the same statement
-- as the order. The API reads the cart's lines unlocked, prices them, and the statement checks under the cart's lock
-- that they are still what was priced.

-- True, or the statement stops with "checkout: <reason>" (SQLSTATE P0001), rolling back every part of it. Used in
-- WHERE clauses and select lists of that statement; VOLATILE so the planner never folds or skips it.
CREATE FUNCTION checkout_refuse_unless(p_ok boolean, p_reason text) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF p_ok IS NOT TRUE THEN
    RAISE EXCEPTION 'checkout: %', p_reason USING ERRCODE = 'P0001';
  END IF;
  RETURN true;
END
$$;
--> statement-breakpoint
-- The cart's active lines as the checkout priced them (product, quantity, and the product's price and sale flags):
-- equal to p_lines, or the cart or a price changed since the unlocked read. Stock is left out (other checkouts move
-- it all the time; the stock take's own conditional update guards it). VOLATILE, as checkout_cart_lines (0031): it
-- runs after the cart row is locked and reads in a fresh snapshot, so a change committed while waiting is seen.
CREATE FUNCTION checkout_cart_unchanged(p_cart integer, p_lines jsonb) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (
    SELECT coalesce(jsonb_agg(jsonb_build_object(
      'productId', ci.product_id, 'quantity', ci.quantity, 'priceUsd', p.price_usd::text,
      'showPrice', p.show_price, 'hasUnit', p.has_unit
    ) ORDER BY ci.product_id), '[]'::jsonb)
    FROM cart_items ci LEFT JOIN products p ON p.id = ci.product_id AND p.active = true
    WHERE ci.cart_id = p_cart AND ci.active = true
  ) = p_lines;
END
$$;
