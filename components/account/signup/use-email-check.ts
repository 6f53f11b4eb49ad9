'use client';

import { useCallback, useRef, useState } from 'react';
import { ecomFetch, EcomError } from '@/lib/account/ecom-fetch';
import { emailField } from '@/lib/contract/account';

export type EmailStatus = 'idle' | 'checking' | 'available' | 'taken' | 'error';

export interface EmailCheckResult {
  status: EmailStatus;
  /** The server's reason when taken ("O e-mail informado já está em uso."). */
  message?: string;
}

/**
 * Spec §5: the e-mail's availability is checked on blur (POST check-email, rate-limited by the API). Results are
 * remembered per address, so leaving the field twice or pressing "continue" does not ask again.
 */
export function useEmailCheck() {
  const [state, setState] = useState<{ email: string } & EmailCheckResult>({ email: '', status: 'idle' });
  const cache = useRef(new Map<string, EmailCheckResult>());

  const check = useCallback(async (raw: string): Promise<EmailCheckResult> => {
    const email = raw.trim().toLowerCase();
    if (!emailField.safeParse(email).success) {
      setState({ email, status: 'idle' });
      return { status: 'idle' };
    }
    const known = cache.current.get(email);
    if (known) {
      setState({ email, ...known });
      return known;
    }
    setState({ email, status: 'checking' });
    let result: EmailCheckResult;
    try {
      await ecomFetch('cliente/cadastrar/check-email', { json: { email } });
      result = { status: 'available' };
    } catch (e) {
      const err = e as EcomError;
      result =
        err.status === 422
          ? { status: 'taken', message: err.fieldErrors.email?.[0] ?? err.message }
          : { status: 'error' };
    }
    // A failed check (network, 429) is tried again next time; an answer is kept.
    if (result.status !== 'error') cache.current.set(email, result);
    setState({ email, ...result });
    return result;
  }, []);

  return { ...state, check };
}
