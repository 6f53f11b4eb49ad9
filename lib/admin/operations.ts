import { fillPath } from '@/lib/operations/path-rule';
import { ADMIN_OPERATIONS, type Access, type AdminOperation } from '@/lib/operations/staff';
import { allowedPath } from '@/lib/operations/table';

/**
 * The back office's names for its rows of the one operation table: the rows themselves are
 * lib/operations/staff.ts (a new staff call is a row there), the table lib/operations/table.ts.
 */
export {
  ACCESS,
  ADMIN_OPERATIONS,
  type Access,
  type AdminAnswer,
  type AdminOperation,
} from '@/lib/operations/staff';

/** The API path for an operation with its params filled in (the shared rule, lib/operations/path-rule.ts). */
export function adminPath(op: AdminOperation, params: Record<string, string | number> = {}): string {
  return fillPath(ADMIN_OPERATIONS[op].path, params, `admin ${op}`);
}

/**
 * The BFF's allowlist, derived from the one table: /api/admin/<segments> with this method → the operation, its API
 * path and who may call it, or null. Only staff rows pass (a shopper's path is refused here, as a staff path is at
 * /api/ecom); a placeholder matches its path-rule pattern (no dots, slashes or encoded characters).
 */
export function allowedAdminPath(
  method: string,
  segments: readonly string[],
): { op: AdminOperation; path: string; access: Access } | null {
  const allowed = allowedPath('admin', method, segments);
  if (!allowed) return null;
  const op = allowed.name.slice('admin.'.length) as AdminOperation;
  return { op, path: allowed.path, access: ADMIN_OPERATIONS[op].access };
}
