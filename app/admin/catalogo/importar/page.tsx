import { CatalogImport } from '@/components/admin/catalog/catalog-import';

export default function Page() {
  return <CatalogImport />;
}
