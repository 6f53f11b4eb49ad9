import { pickupCodeParamsSchema } from '@/lib/contract/admin-orders';

/**
 * The shopper's ticket QR carries the pickup code alone (components/orders/ticket-qr.tsx). Anything else a camera
 * may read (a link, a PIX code, another shop's QR) is refused here rather than sent to the API as a code.
 */
export function pickupCodeFromQr(text: string): string | null {
  const parsed = pickupCodeParamsSchema.shape.code.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** Whether this browser can ask for a camera at all (plain http pages and old browsers cannot). */
export const canAskForCamera = (nav: Navigator | undefined) =>
  typeof nav?.mediaDevices?.getUserMedia === 'function';

/**
 * What to tell the clerk when the camera could not start: a refusal (by the person, the browser or a policy) is
 * told apart from a device that is missing or busy, so the clerk knows whether a browser setting would help.
 */
export function cameraProblem(error: unknown): 'cameraDenied' | 'noCamera' {
  const name =
    error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException)
      ? error.name
      : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'cameraDenied' : 'noCamera';
}
