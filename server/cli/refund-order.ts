/**
 * npm run order:refund -- <order external_id> [--by <operator>]
 * Refunds a paid order in full through its payment provider, then (in one transaction) marks it ESTORNADO, returns
 * its stock, e-mails the customer and writes the audit entry (actor cli:<operator>); a second run at the same time is
 * refused (409) before the provider is called, and a refund the provider only scheduled is reported as pending: the API does it (server/services/payments/refunds.ts, the service the back
 * office calls), so it works while the API runs, on PGlite too. The command is authenticated by the server's own
 * secret: it signs its request with the `operator` key derived from APP_SECRET (the API's), which only someone with
 * the server's environment has; the operator's name (--by, else $USER) is written with the refund event.
 * The API is reached at API_PUBLIC_URL (default http://127.0.0.1:$API_PORT).
 */
import os from 'node:os';
import { z } from 'zod';
import { signWebhook } from '../adapters/payment-gateway/webhook-signature';
import { STOREFRONT_KEY_HEADER } from '../../lib/contract/secrets';
import { ConfigError, loadConfig } from '../config';
import { OPERATOR_SIGNATURE_HEADER, operatorPayload } from '../routes/operator';

const argsSchema = z.object({
  externalId: z.uuid("external_id: the order's external id (a UUID)"),
  by: z.string().trim().min(1).max(100),
});

function parseArgs(argv: string[]) {
  const i = argv.indexOf('--by');
  const by = i >= 0 ? argv[i + 1] : (process.env.USER ?? os.userInfo().username);
  const rest = i >= 0 ? argv.filter((_, j) => j !== i && j !== i + 1) : argv;
  return argsSchema.safeParse({ externalId: rest[0], by });
}

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2));
  if (!parsed.success) {
    console.error(
      `order:refund: ${parsed.error.issues[0].message}\nusage: npm run order:refund -- <order external_id> [--by <operator>]`,
    );
    process.exitCode = 2;
    return;
  }
  if (!process.env.APP_SECRET) {
    console.error(
      "order:refund: APP_SECRET is not set: run it with the API's environment (its APP_SECRET signs the command)",
    );
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const path = `/interno/pedidos/${parsed.data.externalId}/estornar`;
  const body = JSON.stringify({ actor: `cli:${parsed.data.by}` });
  const signature = signWebhook(
    config.keys.operator,
    operatorPayload(path, body),
    Math.floor(Date.now() / 1000),
  );
  let res: Response;
  try {
    res = await fetch(`${config.publicUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      // /interno answers only calls that also carry the storefront's proof (http/storefront-only.ts); the command has
      // the API's environment, so it derives it as the API does.
      headers: {
        'content-type': 'application/json',
        'accept-language': 'pt-BR',
        [OPERATOR_SIGNATURE_HEADER]: signature,
        [STOREFRONT_KEY_HEADER]: config.keys['storefront-identity'],
      },
      body,
      // The provider's own timeout plus the writes.
      signal: AbortSignal.timeout(config.payments.timeoutMs + 15_000),
    });
  } catch (error) {
    console.error(
      `order:refund: the API at ${config.publicUrl} did not answer (${(error as Error).message})`,
    );
    process.exitCode = 1;
    return;
  }
  const answer = (await res.json().catch(() => ({}))) as {
    status?: string;
    orderNumber?: number;
    amount?: string;
    provider?: string;
    providerReference?: string;
    message?: string;
  };
  if (!res.ok) {
    console.error(`order:refund: ${answer.message ?? `the API answered ${res.status}`}`);
    process.exitCode = 1;
    return;
  }
  const said = {
    refunded: `order nº ${answer.orderNumber} refunded (${answer.amount}) through ${answer.provider} (${answer.providerReference}); stock returned, customer e-mailed`,
    // Pagopar "Agendada", EBANX not confirmed yet: the order changes when the provider says the money went back.
    refund_pending: `order nº ${answer.orderNumber}: ${answer.provider} accepted the refund (${answer.providerReference}) but has not applied it yet; the order is refunded when it does`,
  }[answer.status ?? ''];
  console.log(`order:refund: ${said ?? `order nº ${answer.orderNumber} was already refunded; nothing done`}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `order:refund: ${error.message}` : error);
  process.exitCode = 1;
});
