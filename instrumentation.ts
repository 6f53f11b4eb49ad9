/**
 * Runs once when the storefront's server starts (never during `next build`): a production server with a
 * missing, short or known APP_SECRET stops here with one line, as the API does.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startupProblem } = await import('./lib/env/storefront-env');
  const problem = startupProblem(process.env);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
