import type { DocumentStore } from '../../adapters/document-store';
import type { PostalCodeAdapter } from '../../adapters/postal-codes';
import type { Db } from '../../db/client';
import type { GeographyService } from '../geography';
import type { ProductService } from '../catalog/products';
import { accountMails } from './account-mails';
import { accountService } from './account-service';
import { addressService } from './addresses';
import { emailFlows } from './email-flows';
import { postalCodeService } from './postal-codes';
import { sessionService } from './sessions';
import { wishlistService } from './wishlist';

export interface AccountDeps {
  db: Db;
  siteUrl: string;
  /** Where identity documents are kept (chosen in server/composition/). */
  documents: DocumentStore;
  /** The CEP lookup's outside service (chosen in server/composition/; tests pass a fake, this machine has no internet). */
  postalCodes: PostalCodeAdapter;
  products: ProductService;
  geography: GeographyService;
  /** The clock every expiry reads (tests move it). */
  now?: () => Date;
}

/** Customer accounts: sessions, registration, e-mail flows, profile, addresses, wishlist, CEP lookup. */
export function accountServices({
  db,
  siteUrl,
  documents,
  postalCodes,
  products,
  geography,
  now = () => new Date(),
}: AccountDeps) {
  const sessions = sessionService(db, now);
  const mails = accountMails(siteUrl, now);
  return {
    sessions,
    accounts: accountService({ db, now, sessions, mails, store: documents }),
    emails: emailFlows({ db, now, sessions, mails }),
    addresses: addressService(db),
    wishlist: wishlistService(db, products, now),
    cep: postalCodeService(db, postalCodes, geography),
  };
}
