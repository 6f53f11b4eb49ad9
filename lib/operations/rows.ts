import type { z } from 'zod';
import type { StaffRole } from '@/lib/contract/admin';

/**
 * What every row of the one table (./table.ts) becomes once it knows its proxy: its `base` (`/api/ecom/…` to the
 * API's /ecom/…, `/api/admin/…` to its /admin/…) and the API's whole path. Kept apart from the table so the
 * browser's clients take only their own audience's rows (./shopper.ts's SHOPPER_ROWS, ./staff.ts's STAFF_ROWS):
 * a shopper's page never downloads the staff rows' schemas (bench/budgets/first-load-js.json caught 5.5 KB).
 */
export type Base = 'ecom' | 'admin';
export type Access = 'public' | 'customer' | readonly StaffRole[];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Row {
  base: Base;
  method: Method;
  /** The API's path, `:name` parameters by ./path-rule.ts; the browser calls it under /api. */
  path: string;
  access: Access;
  request?: z.ZodType | 'form';
  response: z.ZodType | 'binary';
  handler?: 'own';
  keepalive?: boolean;
}

type Based<B extends Base, Prefix extends string, PathPrefix extends string, T> = {
  readonly [K in keyof T & string as `${Prefix}${K}`]: Omit<T[K], 'path'> & {
    readonly base: B;
    readonly path: `${PathPrefix}${T[K] extends { path: infer P extends string } ? P : never}`;
  };
};

export function based<B extends Base, Prefix extends string, PathPrefix extends string, T extends object>(
  base: B,
  prefix: Prefix,
  pathPrefix: PathPrefix,
  rows: T,
): Based<B, Prefix, PathPrefix, T> {
  return Object.fromEntries(
    Object.entries(rows).map(([name, row]) => [
      `${prefix}${name}`,
      { ...row, base, path: `${pathPrefix}${(row as { path: string }).path}` },
    ]),
  ) as Based<B, Prefix, PathPrefix, T>;
}
