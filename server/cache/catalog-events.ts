import type { Redis } from 'ioredis';

/** Published whenever the catalogue changes (seed, price update); every API replica subscribes. */
export const CATALOG_CHANGED_CHANNEL = 'loja-cde:catalog-changed';

/**
 * Tells every API replica that the catalogue changed. Returns how many subscribers Redis delivered it to.
 * The message is only a signal: receivers drop what they hold in memory and read again.
 */
export async function publishCatalogChange(
  redis: Redis,
  reason: string,
  channel = CATALOG_CHANGED_CHANNEL,
): Promise<number> {
  return redis.publish(channel, JSON.stringify({ reason, at: Date.now() }));
}

/**
 * Runs `onChange` for every change published by any process. Needs its own connection (a subscribed ioredis
 * connection can do nothing else); the caller closes it.
 */
export async function subscribeCatalogChanges(
  subscriber: Redis,
  onChange: (reason: string) => void,
  channel = CATALOG_CHANGED_CHANNEL,
): Promise<void> {
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    let reason = 'unknown';
    try {
      reason = String((JSON.parse(message) as { reason?: unknown }).reason ?? reason);
    } catch {
      // a foreign message on our channel still means "read again"
    }
    onChange(reason);
  });
  await subscriber.subscribe(channel);
}
