import { ProductList } from '@/components/admin/catalog/product-list';

export default function Page() {
  return <ProductList />;
}
