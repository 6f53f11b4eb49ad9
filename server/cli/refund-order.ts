/**
 * npm run order:refund -- <order external_id> [--by <operator>]
 * Refunds a paid order in full through its payment provider, then (in one transaction) marks it ESTORNADO, returns
 * its stock and e-mails the customer (server/services/payments/refunds.ts, the same service the back office calls).
 * Authentication is the server's own: the command needs the API's environment (DATABASE_URL or the PGlite folder and
 * the provider credentials), which only an operator on the server has; the operator's name (--by, else $USER) is
 * written with the refund event. With PGlite the API must be stopped (one writer per folder).
 */
import os from 'node:os';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createServices } from '../services';
import { DomainError } from '../services/errors';
import { message } from '../../lib/contract/messages';

const argsSchema = z.object({ externalId: z.uuid('external_id: the order\'s external id (a UUID)'), by: z.string().trim().min(1).max(100) });

function parseArgs(argv: string[]) {
  const i = argv.indexOf('--by');
  const by = i >= 0 ? argv[i + 1] : (process.env.USER ?? os.userInfo().username);
  const rest = i >= 0 ? argv.filter((_, j) => j !== i && j !== i + 1) : argv;
  return argsSchema.safeParse({ externalId: rest[0], by });
}

async function main(): Promise<void> {
  const parsed = parseArgs(process.argv.slice(2));
  if (!parsed.success) {
    console.error(`order:refund: ${parsed.error.issues[0].message}\nusage: npm run order:refund -- <order external_id> [--by <operator>]`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const services = createServices(database.db, config);
    const result = await services.payments.refund({ orderExternalId: parsed.data.externalId, actor: `cli:${parsed.data.by}` });
    console.log(
      result.status === 'refunded'
        ? `order:refund: order nº ${result.orderNumber} refunded (${result.amount}) through ${result.provider} (${result.providerReference}); stock returned, customer e-mailed`
        : `order:refund: order nº ${result.orderNumber} was already refunded; nothing done`,
    );
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(`order:refund: ${message(error.messageKey, 'pt')}`);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`order:refund: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  console.error(error);
  process.exitCode = 1;
});
