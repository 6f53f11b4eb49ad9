import 'server-only';
import { serverEnv } from '@/lib/env/server-env';

/**
 * CART_ENABLED=false switches buying online off everywhere (spec §4: the cart can be disabled globally): no
 * add-to-cart buttons, no header cart. Read on the server (lib/env) and passed down; any other value leaves it on.
 */
export function cartEnabled(): boolean {
  return serverEnv.cartEnabled;
}
