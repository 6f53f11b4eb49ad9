import { callIn, urlOf, type Answer, type CallArgs, type CallInput } from '@/lib/operations/call';
import { SHOPPER_ROWS, type ShopperOperationName } from '@/lib/operations/shopper';

/**
 * The customer data layer's names for the one browser client (lib/operations/call.ts): `ecom('addLine',
 * { params, json })` sends the shopper's row `addLine`. Only the shopper's rows are in this bundle, never the staff's.
 * Failures are EcomErrors with spec §8's message in the page's language.
 */
export type { Answer, CallInput };

export const ecom: <N extends ShopperOperationName>(name: N, ...args: CallArgs<N>) => Promise<Answer<N>> =
  callIn(SHOPPER_ROWS);

/** The storefront path of a call: the row's path with its parameters filled in, and the query. */
export function pathOf(
  name: ShopperOperationName,
  params: Record<string, string | number> = {},
  query: CallInput<ShopperOperationName>['query'] = {},
): string {
  return urlOf(name, SHOPPER_ROWS[name], params, query);
}
