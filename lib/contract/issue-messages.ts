import type { Lang } from './common';
import { MESSAGES, message, type MessageKey } from './messages';

/**
 * One mapping from a zod issue to a spec §5 message, shared by the API's 422 answers and the storefront's forms.
 * Custom refinements in the contract carry a MessageKey as their message; built-in issues are mapped by code.
 * Accepts a raw issue (zod error map: `input` present) or a final one (fastify-type-provider-zod: message text).
 */
export interface IssueLike {
  code?: string;
  message?: string;
  input?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  expected?: unknown;
  format?: unknown;
}

export interface IssueMessage {
  key: MessageKey;
  params?: Record<string, number>;
}

export const isMessageKey = (v: unknown): v is MessageKey =>
  typeof v === 'string' && Object.hasOwn(MESSAGES, v);

function missing(issue: IssueLike): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null;
  return /received (undefined|null)/.test(issue.message ?? '');
}

export function issueMessageKey(issue: IssueLike): IssueMessage {
  // The contract's own rules (refinements, regexes) name their message key directly.
  if (isMessageKey(issue.message)) return { key: issue.message };
  switch (issue.code) {
    case 'invalid_type':
      if (missing(issue)) return { key: 'required' };
      if (issue.expected === 'int' || issue.expected === 'number') return { key: 'integersOnly' };
      return { key: 'invalidValue' };
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'file') {
        const min = Number(issue.minimum);
        return min <= 1 ? { key: 'required' } : { key: 'minLength', params: { min } };
      }
      return { key: 'minValue', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'maxLength', params: { max: Number(issue.maximum) } };
      if (issue.origin === 'file') return { key: 'fileTooLarge' };
      return { key: 'maxValue', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'invalidEmail' : 'invalidValue' };
    case 'invalid_value':
    case 'invalid_union':
      return { key: 'invalidOption' };
    default:
      return { key: 'invalidValue' };
  }
}

export function issueText(issue: IssueLike, lang: Lang): string {
  const { key, params } = issueMessageKey(issue);
  return message(key, lang, params);
}

/**
 * For forms: `zodResolver(schema, { error: formErrorMap(lang) })` turns zod's built-in issues into the API's texts;
 * the contract's own rules keep their message key (a schema's message wins over an error map in zod 4), so show
 * an error with `fieldErrorText(error.message, lang)`, which translates a key and leaves a text as it is.
 */
export const formErrorMap =
  (lang: Lang) =>
  (issue: IssueLike): string =>
    issueText(issue, lang);

export function fieldErrorText(text: string | undefined, lang: Lang): string | undefined {
  return isMessageKey(text) ? message(text, lang) : text;
}
