-- The checkout's cart lines, read from the cart close's RETURNING (issue 31: one round trip fewer). VOLATILE and a
-- statement of its own, as checkout_unpaid_orders (0017): it runs after the cart row is locked and reads in a fresh
-- snapshot, so a cart change committed while the checkout waited for the lock is seen, as the separate read saw it.
-- price_usd travels as text (numeric, as the driver returns it); products gone or inactive give null fields.
CREATE FUNCTION checkout_cart_lines(p_cart integer) RETURNS json
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (
    SELECT coalesce(json_agg(json_build_object(
      'productId', ci.product_id, 'quantity', ci.quantity, 'code', p.code, 'namePt', p.name_pt, 'nameEs', p.name_es,
      'priceUsd', p.price_usd::text, 'showPrice', p.show_price, 'hasUnit', p.has_unit, 'stockQty', p.stock_qty
    ) ORDER BY ci.product_id), '[]'::json)
    FROM cart_items ci LEFT JOIN products p ON p.id = ci.product_id AND p.active = true
    WHERE ci.cart_id = p_cart AND ci.active = true
  );
END
$$;
