import nextEnv from '@next/env';

/** `.env`, `.env.local`, `.env.{mode}` loaded exactly as Next loads them for the storefront; set variables win. */
export function loadEnvFiles(dir: string, dev: boolean): void {
  nextEnv.loadEnvConfig(dir, dev, { info: () => {}, error: console.error }, true);
}
