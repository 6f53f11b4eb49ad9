import type { Messages } from '@/lib/i18n/messages';

/**
 * The Print strings the select itself shows, passed as props with the page. The sheet's and the .txt file's
 * (about two thirds of the namespace) come with /api/print's answer, when a format is chosen: every listing and
 * product page carried the whole namespace twice (HTML and RSC payload) for a select most shoppers never open.
 * (Not in print-text.ts: a server component importing a value from a 'use client' module gets a client reference.)
 */
export const PRINT_SELECT_KEYS = [
  'label',
  'placeholder',
  'preparing',
  'grid',
  'list',
  'txt',
  'noProducts',
  'exportNoProducts',
  'error',
] as const;
export type PrintSelectLabels = Pick<Messages['Print'], (typeof PRINT_SELECT_KEYS)[number]>;
