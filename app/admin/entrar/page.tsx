import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/admin/login-form';
import { currentStaff } from '@/lib/admin/staff-session';

/** Signed in already: straight to the day's first screen. */
export default async function AdminLoginPage() {
  if ((await currentStaff()).state === 'in') redirect('/admin');
  return <LoginForm />;
}
