import type { Lang } from '../../lib/contract/common';
import { message } from '../../lib/contract/messages';

/** The parts of a zod issue (as fastify-type-provider-zod hands it over) that choose a message. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
}

/** Maps a zod issue to the spec §5 message in the caller's language. */
export function issueMessage(issue: ValidationIssue, lang: Lang): string {
  const p = issue.params;
  switch (issue.keyword) {
    case 'invalid_type':
      if (/received (undefined|null)/.test(issue.message)) {
        return message('required', lang);
      }
      if (p.expected === 'int' || p.expected === 'number') return message('integersOnly', lang);
      return message('invalidValue', lang);
    case 'too_small':
      if (p.origin === 'string') {
        return Number(p.minimum) <= 1 ? message('required', lang) : message('minLength', lang, { min: Number(p.minimum) });
      }
      return message('minValue', lang, { min: Number(p.minimum) });
    case 'too_big':
      if (p.origin === 'string') return message('maxLength', lang, { max: Number(p.maximum) });
      return message('maxValue', lang, { max: Number(p.maximum) });
    case 'invalid_format':
      return p.format === 'email' ? message('invalidEmail', lang) : message('invalidValue', lang);
    case 'invalid_value':
    case 'invalid_union':
      return message('invalidOption', lang);
    case 'custom':
      return issue.message;
    default:
      return message('invalidValue', lang);
  }
}

/** "/body/email" or "/email" → "email"; the root becomes "_". */
export function issueField(issue: ValidationIssue): string {
  const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean);
  return path.length ? path.join('.') : '_';
}
