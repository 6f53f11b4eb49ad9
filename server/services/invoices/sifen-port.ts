import type {
  DocumentInput,
  Issuer,
  KudeData,
  KudeFormat,
  SifenEvent,
  SignedDocument,
} from '../../adapters/sifen';

/** SIFEN's answer to one DE (Manual Técnico v150, siRecepDE → rRetEnviDe/rProtDe: dEstRes, dCodRes, dMsgRes). */
export type SifenVerdict =
  | { outcome: 'approved' | 'approved_with_observations' | 'rejected'; code: string; message: string }
  /** No answer (network, timeout, 5xx): the document is sent again later. */
  | { outcome: 'unreachable'; message: string };

/** What the invoice services need from SIFEN; built in the composition root from SIFEN_* (null: invoices off). */
export interface SifenPort {
  establishment: string;
  point: string;
  /** The store as issuer, for the KuDE. */
  issuer: Issuer;
  make(doc: DocumentInput): SignedDocument;
  /** The KuDE PDF. */
  kude(data: KudeData, format: KudeFormat): Promise<Buffer>;
  send(signedXml: string, requestId: number): Promise<SifenVerdict>;
  /** siRecepLoteDE: up to 50 signed DEs of one type; the protocol to query, or no answer. */
  sendBatch(
    signedXmls: string[],
    requestId: number,
  ): Promise<{ outcome: 'received'; protocol: string } | { outcome: 'unreachable'; message: string }>;
  /** siConsLoteDE: still processing, or each document's verdict by CDC. */
  queryBatch(
    protocol: string,
    requestId: number,
  ): Promise<
    | { outcome: 'processing' }
    | { outcome: 'done'; results: Map<string, SifenVerdict> }
    | { outcome: 'unreachable'; message: string }
  >;
  /** siRecepEvento: signs and sends one event (cancellation, inutilización). */
  sendEvent(event: SifenEvent, requestId: number, at: Date): Promise<SifenVerdict>;
}
