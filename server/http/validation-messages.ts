import type { Lang } from '../../lib/contract/common';
import { issueText } from '../../lib/contract/issue-messages';

/** The parts of a zod issue (as fastify-type-provider-zod hands it over) that choose a message. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** Maps a zod issue to the spec §5 message in the caller's language (the same mapping the forms use). */
export function issueMessage(issue: ValidationIssue, lang: Lang): string {
  return issueText({ ...issue.params, code: issue.keyword, message: issue.message }, lang);
}

/** "/body/email" or "/email" → "email"; the root becomes "_". */
export function issueField(issue: ValidationIssue): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  return path.length ? path.join('.') : '_';
}
