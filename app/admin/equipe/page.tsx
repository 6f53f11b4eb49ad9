import { StaffAdmin } from '@/components/admin/staff-admin';

export default function Page() {
  return <StaffAdmin />;
}
