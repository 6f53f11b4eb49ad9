import { ListingSkeleton } from '@/components/listing/listing-skeleton';

export default function Loading() {
  return <ListingSkeleton withSidebar />;
}
