import type { Messages } from '@/lib/i18n/messages';

/** The Cart namespace, passed from the server to the shell's cart islands (no i18n runtime on catalogue pages). */
export type CartLabels = Messages['Cart'];

/** Fills {name}-style placeholders of a label. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => (key in values ? String(values[key]) : all));
}

/** The add-to-cart button's strings. */
export interface AddToCartLabels {
  add: string;
  /** Cards are narrow: one word there. */
  addShort: string;
  added: string;
  adding: string;
  unavailable: string;
}
