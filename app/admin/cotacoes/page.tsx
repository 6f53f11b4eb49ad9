import { RatesEditor } from '@/components/admin/rates-editor';

export default function Page() {
  return <RatesEditor />;
}
