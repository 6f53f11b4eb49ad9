import { notFound } from 'next/navigation';
import { shopContext, type ShopParams } from '@/lib/i18n/server';

/** Unknown paths get the localized 404 with the shop layout instead of Next's bare one. */
export default async function CatchAll({ params }: { params: Promise<ShopParams> }) {
  await shopContext(params);
  notFound();
}
