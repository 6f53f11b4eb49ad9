import { call, urlOf, type Answer, type CallArgs, type CallInput } from '@/lib/operations/call';
import type { ShopperOperationName } from '@/lib/operations/shopper';

/**
 * The customer data layer's names for the one browser client (lib/operations/call.ts): `ecom('addLine',
 * { params, json })` is `call('addLine', …)`, limited to the shopper's rows. Failures are EcomErrors with spec §8's
 * message in the page's language.
 */
export type { Answer, CallInput };

export const ecom: <N extends ShopperOperationName>(name: N, ...args: CallArgs<N>) => Promise<Answer<N>> =
  call;

/** The storefront path of a call: the row's path with its parameters filled in, and the query. */
export function pathOf(
  name: ShopperOperationName,
  params: Record<string, string | number> = {},
  query: CallInput<ShopperOperationName>['query'] = {},
): string {
  return urlOf(name, params, query);
}
