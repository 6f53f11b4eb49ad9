import { startupProblem } from './storefront-env';

/** Node.js only (instrumentation imports it for that runtime): stop the server with one line when unfit. */
export function refuseUnsafeStart(env: Record<string, string | undefined>): void {
  const problem = startupProblem(env);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
