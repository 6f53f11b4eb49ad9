import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../lib/contract/common';

/** The language for messages: ?lang=es|pt, else Accept-Language (any Spanish → es), else pt. */
export function requestLang(req: FastifyRequest): Lang {
  const q = (req.query as Record<string, unknown> | undefined)?.lang;
  if (q === 'es' || q === 'pt') return q;
  const header = req.headers['accept-language'];
  return typeof header === 'string' && /^\s*es\b/i.test(header) ? 'es' : 'pt';
}
