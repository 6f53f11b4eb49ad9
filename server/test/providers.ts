import { testConfig } from '../config';
import { ebanxDouble, EBANX_KEY, type EbanxDouble } from './doubles/ebanx-double';
import { pagoparDouble, PAGOPAR_PRIVATE, PAGOPAR_PUBLIC, type PagoparDouble } from './doubles/pagopar-double';
import { startTestApi, type TestApi } from './harness';

interface Doubles {
  pagopar: PagoparDouble;
  ebanx: EbanxDouble;
}
type Provider = keyof Doubles;

/**
 * The payment tests' API with provider doubles (server/test/doubles): each named double started, the API
 * configured to use it (Pagopar for Paraguayans, EBANX for Brazilians), its clock given; close() stops the API
 * and the doubles.
 */
export async function startApiWithProviders<P extends Provider>(opts: {
  providers: readonly P[];
  now: () => Date;
  products: number;
  /** The providers' call timeout. */
  timeoutMs: number;
  reconcileMs?: number;
}): Promise<{ api: TestApi; close(): Promise<void> } & Pick<Doubles, P>> {
  const wants = (p: Provider) => (opts.providers as readonly Provider[]).includes(p);
  const [pagopar, ebanx] = await Promise.all([
    wants('pagopar') ? pagoparDouble() : undefined,
    wants('ebanx') ? ebanxDouble() : undefined,
  ]);
  const base = testConfig();
  const api = await startTestApi(opts.products, {
    deps: { now: opts.now },
    config: {
      payments: {
        ...base.payments,
        ...(pagopar && {
          paraguayan: 'pagopar' as const,
          pagopar: {
            publicKey: PAGOPAR_PUBLIC,
            privateKey: PAGOPAR_PRIVATE,
            apiUrl: pagopar.url,
            checkoutUrl: 'https://www.pagopar.com/pagos',
          },
        }),
        ...(ebanx && {
          brazilian: 'ebanx' as const,
          ebanx: { integrationKey: EBANX_KEY, apiUrl: ebanx.url },
        }),
        timeoutMs: opts.timeoutMs,
        ...(opts.reconcileMs !== undefined && { reconcileMs: opts.reconcileMs }),
      },
    },
  }).catch(async (err: unknown) => {
    await Promise.all([pagopar?.close(), ebanx?.close()]);
    throw err;
  });
  return {
    api,
    ...(pagopar && { pagopar }),
    ...(ebanx && { ebanx }),
    async close() {
      await api.close();
      await Promise.all([pagopar?.close(), ebanx?.close()]);
    },
  } as { api: TestApi; close(): Promise<void> } & Pick<Doubles, P>;
}
