import type { sandboxGateway } from '../../adapters/payment-gateway/sandbox/sandbox-gateway';
import type { PaymentGateway } from '../../adapters/payment-gateway/types';

export type SandboxGateway = ReturnType<typeof sandboxGateway>;

/** The payment adapters configuration chose (built in server/composition/payment-gateways.ts, and only there). */
export interface PaymentGateways {
  /** The provider that takes this buyer kind's money; null: "no payment method for the region". */
  forBuyer(foreign: boolean): PaymentGateway | null;
  /** The adapter a stored payment was made with (reconciliation, refunds, notifications); null if no longer configured. */
  byName(name: string): PaymentGateway | null;
  /** The built-in provider, when a buyer kind is configured to use it (never in production). */
  sandbox: SandboxGateway | null;
  /** For the API's start line: which provider serves which buyer kind. */
  describe(): string;
}
