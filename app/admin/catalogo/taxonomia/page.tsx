import { TaxonomyAdmin } from '@/components/admin/catalog/taxonomy-admin';

export default function Page() {
  return <TaxonomyAdmin />;
}
