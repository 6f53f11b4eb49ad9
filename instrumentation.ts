/**
 * Runs once when the storefront's server starts (never during `next build`): a production server with a
 * missing, short or known APP_SECRET stops here with one line, as the API does.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { refuseUnsafeStart } = await import('./lib/env/refuse-unsafe-start');
  refuseUnsafeStart(process.env);
}
