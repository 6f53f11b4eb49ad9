'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { StaffBody } from '@/lib/contract/admin';
import { makeAdminQueryClient } from '@/lib/admin/queries';
import { ADMIN_TEXT, type AdminLang } from '@/lib/admin/texts';
import { AdminProvider } from './admin-context';

/** What the shell gives a back-office component (its words, who is signed in, a React Query client), for tests. */
export function AdminTestFrame({
  lang = 'pt',
  me = null,
  children,
}: {
  lang?: AdminLang;
  me?: StaffBody | null;
  children: ReactNode;
}) {
  const [client] = useState(makeAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AdminProvider value={{ lang, t: ADMIN_TEXT[lang], me }}>{children}</AdminProvider>
    </QueryClientProvider>
  );
}
