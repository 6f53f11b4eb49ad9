/**
 * The one timer loop of the API's background work (mail and WhatsApp outboxes, SIFEN sender, payment loops): run
 * `work`, wait `everyMs`, again, until stop(). A failed round is logged and the loop goes on; rounds never overlap;
 * stop() waits for the round in progress, at most `stopWaitMs` (a round stuck on the network does not hold a
 * shutdown).
 */
export interface Repeating {
  stop(): Promise<void>;
}

export function repeat(opts: {
  everyMs: number;
  name: string;
  work: () => Promise<unknown>;
  log?: { error(obj: object, msg: string): void };
  stopWaitMs?: number;
  /** The first round's wait (0: on the next turn of the event loop). */
  firstAfterMs?: number;
}): Repeating {
  let stopped = false;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, ms).unref();
    });
  const loop = (async () => {
    await sleep(opts.firstAfterMs ?? 0);
    while (!stopped) {
      try {
        await opts.work();
      } catch (err) {
        opts.log?.error({ err }, `${opts.name} failed`);
      }
      if (stopped) break;
      await sleep(opts.everyMs);
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake?.();
      const wait = opts.stopWaitMs;
      await (wait === undefined
        ? loop
        : Promise.race([loop, new Promise((r) => setTimeout(r, wait).unref())]));
    },
  };
}
