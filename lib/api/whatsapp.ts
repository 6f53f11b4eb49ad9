import 'server-only';
import { dutySellerSchema, type DutySellerAnswer } from '@/lib/contract/whatsapp';
import { API_URL } from './client';
import { REQUEST_ID_HEADER } from './request-id';
import { identityHeaders } from './storefront-identity';

const NOBODY: DutySellerAnswer = { nome: null, whatsapp: null };

/**
 * The seller whose turn it is (issue 28); nobody when the API is slow or down, so the shopper's chat still opens,
 * on the store's own number. Never cached: each call takes a turn.
 */
export async function nextDutySeller(shopper: string, requestId: string): Promise<DutySellerAnswer> {
  try {
    const res = await fetch(`${API_URL}/api/whatsapp/seller`, {
      method: 'POST',
      headers: { accept: 'application/json', [REQUEST_ID_HEADER]: requestId, ...identityHeaders(shopper) },
      signal: AbortSignal.timeout(1500),
      cache: 'no-store',
    });
    if (!res.ok) throw new Error(`API ${res.status}`);
    return dutySellerSchema.parse(await res.json());
  } catch (err) {
    console.error(
      `[whatsapp] no seller on duty from the API: ${(err as Error).message} request_id=${requestId}`,
    );
    return NOBODY;
  }
}
