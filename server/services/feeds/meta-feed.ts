import { csvCell } from '../../../lib/contract/csv';
import type { FeedItem } from './feed-source';

/**
 * Meta's catalogue data feed as CSV, the required fields of "Product catalog fields" in Commerce Manager
 * (developers.facebook.com/docs/marketing-api/catalog/reference): id, title, description, availability, condition,
 * price, link, image_link, brand; plus mpn. Cells are quoted (RFC 4180) but not formula-guarded: Meta reads them as data. Meta requires a brand: products without one carry the store's name.
 */
const COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'mpn',
] as const;

export const metaFeedHead = (): string => `${COLUMNS.join(',')}\r\n`;

export function metaFeedRow(item: FeedItem, storeName: string): string {
  const cells: Record<(typeof COLUMNS)[number], string> = {
    id: item.id,
    title: item.title,
    description: item.description,
    availability: 'in stock',
    condition: 'new',
    price: item.price,
    link: item.link,
    image_link: item.imageLink,
    brand: item.brand ?? storeName,
    mpn: item.mpn,
  };
  return `${COLUMNS.map((c) => csvCell(cells[c])).join(',')}\r\n`;
}
