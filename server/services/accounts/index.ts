import { documentStore } from '../../adapters/document-store';
import { postalCodeAdapter } from '../../adapters/postal-codes';
import type { Db } from '../../db/client';
import type { GeographyService } from '../geography';
import type { ProductService } from '../products';
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
  documentsDir: string;
  products: ProductService;
  geography: GeographyService;
  /** The clock every expiry reads (tests move it). */
  now?: () => Date;
  /** For the postal-code service (tests pass a fake; this machine has no internet). */
  fetch?: typeof fetch;
}

/** Customer accounts: sessions, registration, e-mail flows, profile, addresses, wishlist, CEP lookup. */
export function accountServices({ db, siteUrl, documentsDir, products, geography, now = () => new Date(), fetch }: AccountDeps) {
  const sessions = sessionService(db, now);
  const mails = accountMails(siteUrl, now);
  return {
    sessions,
    accounts: accountService({ db, now, sessions, mails, store: documentStore(documentsDir) }),
    emails: emailFlows({ db, now, sessions, mails }),
    addresses: addressService(db),
    wishlist: wishlistService(db, products, now),
    cep: postalCodeService(db, postalCodeAdapter({ fetch }), geography),
  };
}
export type AccountServices = ReturnType<typeof accountServices>;
