'use client';

import { createContext, useContext } from 'react';
import type { StaffBody } from '@/lib/contract/admin';
import { ADMIN_TEXT, type AdminLang, type AdminText } from '@/lib/admin/texts';

interface AdminContextValue {
  lang: AdminLang;
  t: AdminText;
  me: StaffBody | null;
}

const AdminContext = createContext<AdminContextValue>({ lang: 'pt', t: ADMIN_TEXT.pt, me: null });
export const AdminProvider = AdminContext.Provider;
export const useAdmin = () => useContext(AdminContext);
