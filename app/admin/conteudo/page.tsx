import { ContentAdmin } from '@/components/admin/content/content-admin';

export default function Page() {
  return <ContentAdmin />;
}
