import 'server-only';
import { parseStorefrontEnv } from './storefront-env';

/** The storefront server's configuration, read once when the server loads and frozen. */
export const serverEnv = parseStorefrontEnv(process.env);
