import { AuditLog } from '@/components/admin/audit-log';

export default function Page() {
  return <AuditLog />;
}
