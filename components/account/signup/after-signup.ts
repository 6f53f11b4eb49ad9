import { markSignedIn, notifySessionChanged } from '@/lib/account/session-store';
import { importLocalWishes } from '@/components/wishlist/import-local-wishes';

/** Registration logged the customer in (the handler set the cookie): start the hour and move anonymous wishes. */
export async function afterSignup() {
  markSignedIn();
  notifySessionChanged();
  await importLocalWishes().catch(() => undefined);
}
