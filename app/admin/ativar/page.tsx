import { SetupForm } from '@/components/admin/setup-form';

export default function AdminSetupPage() {
  return <SetupForm />;
}
