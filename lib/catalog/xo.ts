import type { Category } from '@/lib/contract';

/** Spec §2: special-line names start "XO " or "XO*"; menus and the special page show them without it. */
export function stripXoPrefix(name: string): string {
  const stripped = name.replace(/^\s*XO(?:\*\s*|\s+)/i, '');
  return stripped.length > 0 ? stripped : name;
}

export function stripXoCategories(categories: readonly Category[]): Category[] {
  return categories.map((c) => ({
    ...c,
    name: stripXoPrefix(c.name),
    departments: c.departments.map((d) => ({ ...d, name: stripXoPrefix(d.name) })),
  }));
}
