import { Agent, request } from 'undici';
import { readAnswer, type ReceptionAnswer } from './answer';
import { SIFEN_NS } from './de-xml';
import {
  batchEnvelope,
  batchQueryEnvelope,
  readBatchReceipt,
  readBatchResult,
  type BatchReceipt,
  type BatchResult,
} from './batch';
import { eventEnvelope } from './events';

/**
 * SIFEN's synchronous reception, siRecepDE (Manual Técnico v150, "Servicios web del SIFEN": SOAP 1.2 over TLS 1.2
 * with mutual authentication, `POST {host}/de/ws/sync/recibe.wsdl`, body `rEnviDe { dId, xDE }`, answer
 * `rRetEnviDe { rProtDe { Id, dFecProc, dDigVal, dEstRes, dProtAut, gResProc { dCodRes, dMsgRes } } }` as
 * WS_SiRecepDE_v150.xsd and protProcesDE_v150.xsd define them).
 */

export interface SifenClientOptions {
  /** Base URL, e.g. https://sifen-test.set.gov.py */
  url: string;
  certificate: string;
  privateKey: string;
  passphrase?: string;
  /** PEM of the CA that signed SIFEN's server certificate, when it is not a public one (a local double). */
  ca?: string;
  timeoutMs?: number;
}

const SOAP_NS = 'http://www.w3.org/2003/05/soap-envelope';

export function envelope(signedXml: string, requestId: number): string {
  const de = signedXml.replace(/^<\?xml[^>]*\?>/, '');
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP_NS}"><env:Header/><env:Body><rEnviDe xmlns="${SIFEN_NS}"><dId>${requestId}</dId><xDE>${de}</xDE></rEnviDe></env:Body></env:Envelope>`;
}

export function sifenClient(opts: SifenClientOptions) {
  // The client certificate authenticates the store to SIFEN (mutual TLS); undici keeps the connections alive.
  const dispatcher = new Agent({
    connect: {
      cert: opts.certificate,
      key: opts.privateKey,
      passphrase: opts.passphrase,
      ...(opts.ca ? { ca: opts.ca } : {}),
      minVersion: 'TLSv1.2',
    },
    headersTimeout: opts.timeoutMs ?? 30_000,
    bodyTimeout: opts.timeoutMs ?? 30_000,
  });
  const raw = async (path: string, body: string) => {
    const res = await request(`${opts.url}${path}`, {
      method: 'POST',
      dispatcher,
      headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
      body,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    return { status: res.statusCode, text: await res.body.text() };
  };
  const failed = (error: unknown) => ({
    outcome: 'unreachable' as const,
    message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
  /**
   * One SOAP exchange: a network failure or an HTTP 5xx is "unreachable" (the worker retries), unless the body is
   * still SET's answer (`answered`), which the reader then takes as it is.
   */
  const exchange = async <T>(
    path: string,
    body: string,
    read: (text: string) => T,
    answered: (text: string) => boolean = () => false,
  ): Promise<T | ReturnType<typeof failed>> => {
    try {
      const res = await raw(path, body);
      if (res.status >= 500 && !answered(res.text))
        return { outcome: 'unreachable', message: `SIFEN answered HTTP ${res.status}` };
      return read(res.text);
    } catch (error) {
      return failed(error);
    }
  };
  const post = (path: string, body: string): Promise<ReceptionAnswer> =>
    exchange(path, body, readAnswer, (text) => text.includes('dEstRes'));
  return {
    sendDocument: (signedXml: string, requestId: number) =>
      post('/de/ws/sync/recibe.wsdl', envelope(signedXml, requestId)),
    /** siRecepEvento: one signed event (cancellation, inutilización); its answer reads like a DE's. */
    sendEvent: (signedGesEve: string, requestId: number) =>
      post('/de/ws/eventos/evento.wsdl', eventEnvelope(signedGesEve, requestId)),
    /** siRecepLoteDE: up to 50 signed DEs at once; SET answers with the batch's protocol number. */
    sendBatch: (signedXmls: string[], requestId: number): Promise<BatchReceipt> =>
      exchange('/de/ws/async/recibe-lote.wsdl', batchEnvelope(signedXmls, requestId), readBatchReceipt),
    /** siConsLoteDE: the batch's verdicts by CDC once SET has processed it. */
    queryBatch: (protocol: string, requestId: number): Promise<BatchResult> =>
      exchange(
        '/de/ws/consultas/consulta-lote.wsdl',
        batchQueryEnvelope(protocol, requestId),
        readBatchResult,
      ),
    close: () => dispatcher.close(),
  };
}
