/**
 * Body of POST /api/revalidate: {"tags": ["catalog", "product:42"], "immediate"?: true}.
 * Tags are Next cache tags, so only short, printable names are accepted; a bounded list keeps one call
 * from expiring the whole cache tag by tag.
 */
export interface RevalidateBody {
  tags: string[];
  /** true: the next request renders fresh (blocking); default: stale-while-revalidate. */
  immediate: boolean;
}

const TAG = /^[A-Za-z0-9:_\-./]{1,128}$/;
export const MAX_TAGS = 100;

export function parseRevalidateBody(raw: string): RevalidateBody | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { tags, immediate } = value as { tags?: unknown; immediate?: unknown };
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > MAX_TAGS) return null;
  if (!tags.every((t): t is string => typeof t === 'string' && TAG.test(t))) return null;
  if (immediate !== undefined && typeof immediate !== 'boolean') return null;
  return { tags: [...new Set(tags)], immediate: immediate ?? false };
}
