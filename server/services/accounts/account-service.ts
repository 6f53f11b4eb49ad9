import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { documentTypesFor, type DocumentSide, type DocumentType } from '../../../lib/contract/account';
import type { DocumentStore } from '../../adapters/document-store';
import type { Db } from '../../db/client';
import { addresses, customers, uploadedDocuments } from '../../db/schema';
import { NotFoundError, UnauthenticatedError, ValidationError, type FieldErrors } from '../errors';
import { savePreparedMail, type AccountMails } from './account-mails';
import { customerByEmail, customerById, loadCustomer, type Customer } from './customer-queries';
import { checkDocument, type CleanDocument } from './document-checks';
import { hashPassword, verifyPassword } from './passwords';
import type { NewAddress } from './addresses';
import { placeErrors } from './place-check';
import type { SessionService } from './sessions';

/** A new customer (spec §3's registration form), in the domain's words: the route parses and maps the form. */
export interface Registration {
  /** A Brazilian buyer (spec §1); else Paraguayan. */
  foreign: boolean;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  documentType: DocumentType;
  document: string;
  identity: string;
  identityIssuer: string;
  companyName: string | null;
  /** The first address (always the main one): an added address's fields, its name optional, the customer's country. */
  address: Omit<NewAddress, 'name' | 'countryId' | 'main'> & { name: string | null };
}

/** A session just opened (login, registration): its bearer token, when it ends, and who it is for. */
export interface StartedSession {
  token: string;
  expiresAt: Date;
  customer: Customer;
}

export type { Customer, CustomerAddress } from './customer-queries';

/** Document images that passed the content checks (checkDocuments), ready to store. */
export type CheckedDocuments = Partial<Record<DocumentSide, CleanDocument>>;

/** A profile change by its owner (spec §7 update-profile): the route parses and maps the form. */
export interface ProfileChange {
  phone: string;
  documentType: DocumentType;
  document: string;
}

/** A password change by its owner (the route maps spec §7's body; the confirmation was checked there). */
export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

interface Deps {
  db: Db;
  now: () => Date;
  sessions: SessionService;
  mails: AccountMails;
  store: DocumentStore;
}

export type UploadedFiles = Partial<Record<DocumentSide, { data: Buffer }>>;

const isUniqueViolation = (e: unknown): boolean => {
  for (let err = e as { code?: string; cause?: unknown } | undefined; err; err = err.cause as typeof err) {
    if (err.code === '23505') return true;
  }
  return false;
};

export function accountService({ db, now, sessions, mails, store }: Deps) {
  async function userOf(customerId: number): Promise<Customer> {
    const customer = await loadCustomer(db, customerId);
    if (!customer) throw new UnauthenticatedError();
    return customer;
  }

  async function startSession(customerId: number): Promise<StartedSession> {
    const { token, expiresAt } = await sessions.create(customerId);
    return { token, expiresAt, customer: await userOf(customerId) };
  }

  /** Same answer and about the same time for an unknown e-mail and a wrong password. */
  async function login(email: string, password: string) {
    const customer = await customerByEmail(db, email);
    const ok = await verifyPassword(customer?.passwordHash, password);
    if (!customer || !ok) throw new UnauthenticatedError('invalidCredentials');
    await db.update(customers).set({ lastLoginAt: now() }).where(eq(customers.id, customer.id));
    void sessions.purgeExpired().catch(() => undefined);
    return startSession(customer.id);
  }

  async function assertEmailFree(email: string): Promise<void> {
    if (await customerByEmail(db, email)) throw new ValidationError({ email: ['emailInUse'] });
  }

  /** Checks both document sides by content; `required` lists the sides that must be present. */
  async function checkFiles(files: UploadedFiles, required: DocumentSide[]) {
    const errors: FieldErrors = {};
    const clean: Partial<Record<DocumentSide, CleanDocument>> = {};
    for (const side of ['frente', 'verso'] as const) {
      const file = files[side];
      if (!file) {
        if (required.includes(side)) errors[side] = ['required'];
        continue;
      }
      const result = await checkDocument(file.data);
      if (result.ok) clean[side] = result.doc;
      else errors[side] = [result.problem];
    }
    return { errors, clean };
  }

  async function storeFiles(clean: Partial<Record<DocumentSide, CleanDocument>>) {
    const stored: { side: DocumentSide; key: string; doc: CleanDocument }[] = [];
    for (const [side, doc] of Object.entries(clean) as [DocumentSide, CleanDocument][]) {
      stored.push({ side, key: await store.put(doc.data, doc.ext), doc });
    }
    return stored;
  }

  const documentRows = (customerId: number, stored: Awaited<ReturnType<typeof storeFiles>>) =>
    stored.map(({ side, key, doc }) => ({
      customerId,
      side,
      storageKey: key,
      mimeType: doc.mime,
      sizeBytes: doc.data.length,
      sha256: createHash('sha256').update(doc.data).digest('hex'),
    }));

  /** Spec §7 cadastrar: creates the customer, the main address and the documents, mails a confirmation, logs in. */
  async function register(f: Registration, clean: CheckedDocuments) {
    const { foreign, address: a } = f;
    const place = await placeErrors(db, a.cityId, a.stateId, foreign ? 1 : 2);
    if (Object.keys(place).length) throw new ValidationError(place);
    await assertEmailFree(f.email);
    const uuid = randomUUID();
    const passwordHash = await hashPassword(f.password);
    const email = f.email.trim();
    const confirmation = await mails.confirmation({ id: 0, uuid, email, firstName: f.firstName, foreign });
    const stored = await storeFiles(clean);
    try {
      const customerId = await db.transaction(async (tx) => {
        const [c] = await tx
          .insert(customers)
          .values({
            uuid,
            firstName: f.firstName,
            lastName: f.lastName,
            email,
            phone: f.phone,
            documentType: f.documentType,
            document: f.document,
            identity: f.identity,
            identityIssuer: f.identityIssuer,
            companyName: f.companyName,
            foreign,
            passwordHash,
            lastLoginAt: now(),
            createdAt: now(),
            updatedAt: now(),
          })
          .returning({ id: customers.id });
        await tx.insert(addresses).values({
          customerId: c.id,
          name: a.name ?? 'Principal',
          postalCode: foreign ? a.postalCode : null,
          street: a.street,
          number: a.number,
          district: a.district,
          complement: a.complement,
          directions: foreign ? null : a.directions,
          cityId: a.cityId,
          stateId: a.stateId,
          countryId: foreign ? 1 : 2,
          main: true,
        });
        if (stored.length) await tx.insert(uploadedDocuments).values(documentRows(c.id, stored));
        await savePreparedMail(tx, { ...confirmation, token: { ...confirmation.token, customerId: c.id } });
        return c.id;
      });
      return startSession(customerId);
    } catch (e) {
      await Promise.all(stored.map((s) => store.remove(s.key)));
      if (isUniqueViolation(e)) throw new ValidationError({ email: ['emailInUse'] });
      throw e;
    }
  }

  /** The document type must fit the customer's nationality (CPF for Brazilians; RUC or cédula for Paraguayans). */
  const documentTypeErrors = (
    customer: { foreign: boolean },
    documentType: string | undefined,
  ): FieldErrors =>
    documentType && !documentTypesFor(customer.foreign).includes(documentType as DocumentType)
      ? { documentType: ['invalidDocumentType'] }
      : {};

  /**
   * The profile update's first step: the new images (optional) checked by content and the document type the form
   * names checked against the customer's nationality, so their errors and the form's come back in one 422.
   */
  async function checkProfile(customerId: number, documentType: string | undefined, files: UploadedFiles) {
    const customer = await customerById(db, customerId);
    if (!customer) throw new UnauthenticatedError();
    const { errors, clean } = await checkFiles(files, []);
    return { errors: { ...errors, ...documentTypeErrors(customer, documentType) }, clean };
  }

  /** Spec §7 update-profile: phone and document (type fit for the nationality), optionally new images (checkProfile's). */
  async function updateProfile(customerId: number, f: ProfileChange, clean: CheckedDocuments) {
    const customer = await customerById(db, customerId);
    if (!customer) throw new UnauthenticatedError();
    const refused = documentTypeErrors(customer, f.documentType);
    if (Object.keys(refused).length) throw new ValidationError(refused);
    const stored = await storeFiles(clean);
    const replaced = await db.transaction(async (tx) => {
      await tx
        .update(customers)
        .set({ phone: f.phone, documentType: f.documentType, document: f.document, updatedAt: now() })
        .where(eq(customers.id, customerId));
      const old: string[] = [];
      for (const s of stored) {
        const prev = await tx
          .delete(uploadedDocuments)
          .where(and(eq(uploadedDocuments.customerId, customerId), eq(uploadedDocuments.side, s.side)))
          .returning({ key: uploadedDocuments.storageKey });
        old.push(...prev.map((p) => p.key));
      }
      if (stored.length) await tx.insert(uploadedDocuments).values(documentRows(customerId, stored));
      return old;
    });
    await Promise.all(replaced.map((k) => store.remove(k).catch(() => undefined)));
    return userOf(customerId);
  }

  /** Spec §7 trocar-senha-l: the current password proves the change; every other session ends. */
  async function changePassword(customerId: number, currentSession: string, req: PasswordChange) {
    const customer = await customerById(db, customerId);
    if (!customer) throw new UnauthenticatedError();
    if (!(await verifyPassword(customer.passwordHash, req.currentPassword))) {
      throw new ValidationError({ currentPassword: ['currentPasswordWrong'] });
    }
    const passwordHash = await hashPassword(req.newPassword);
    await db.transaction(async (tx) => {
      await tx.update(customers).set({ passwordHash, updatedAt: now() }).where(eq(customers.id, customerId));
      await sessions.revokeAll(customerId, currentSession, tx);
    });
  }

  /** The owner's own document image; another customer's (or none) is a 404. */
  async function document(customerId: number, side: DocumentSide) {
    const [row] = await db
      .select({ key: uploadedDocuments.storageKey, mime: uploadedDocuments.mimeType })
      .from(uploadedDocuments)
      .where(and(eq(uploadedDocuments.customerId, customerId), eq(uploadedDocuments.side, side)))
      .orderBy(desc(uploadedDocuments.id))
      .limit(1);
    if (!row) throw new NotFoundError();
    const data = await store.get(row.key).catch(() => undefined);
    if (!data) throw new NotFoundError();
    return { data, mime: row.mime };
  }

  return {
    login,
    me: userOf,
    logout: (tokenHash: string) => sessions.revoke(tokenHash),
    checkEmail: assertEmailFree,
    /** Registration's first step: both document sides checked by content (their errors join the form's in one 422). */
    checkDocuments: (files: UploadedFiles) => checkFiles(files, ['frente', 'verso']),
    register,
    checkProfile,
    updateProfile,
    changePassword,
    document,
  };
}
