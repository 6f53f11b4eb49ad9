import { DOMParser } from '@xmldom/xmldom';
import { Agent, request } from 'undici';
import { SIFEN_NS } from './de-xml';
import { eventEnvelope } from './events';

/**
 * SIFEN's synchronous reception, siRecepDE (Manual Técnico v150, "Servicios web del SIFEN": SOAP 1.2 over TLS 1.2
 * with mutual authentication, `POST {host}/de/ws/sync/recibe.wsdl`, body `rEnviDe { dId, xDE }`, answer
 * `rRetEnviDe { rProtDe { Id, dFecProc, dDigVal, dEstRes, dProtAut, gResProc { dCodRes, dMsgRes } } }` as
 * WS_SiRecepDE_v150.xsd and protProcesDE_v150.xsd define them).
 */
export type ReceptionAnswer =
  | { outcome: 'approved' | 'approved_with_observations' | 'rejected'; code: string; message: string }
  | { outcome: 'unreachable'; message: string };

export interface SifenClientOptions {
  /** Base URL, e.g. https://sifen-test.set.gov.py */
  url: string;
  certificate: string;
  privateKey: string;
  passphrase?: string;
  timeoutMs?: number;
}

const SOAP_NS = 'http://www.w3.org/2003/05/soap-envelope';

export function envelope(signedXml: string, requestId: number): string {
  const de = signedXml.replace(/^<\?xml[^>]*\?>/, '');
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP_NS}"><env:Header/><env:Body><rEnviDe xmlns="${SIFEN_NS}"><dId>${requestId}</dId><xDE>${de}</xDE></rEnviDe></env:Body></env:Envelope>`;
}

const STATES: Record<string, 'approved' | 'approved_with_observations' | 'rejected'> = {
  aprobado: 'approved',
  'aprobado con observación': 'approved_with_observations',
  'aprobado con observacion': 'approved_with_observations',
  rechazado: 'rejected',
};

/** Reads rProtDe; an answer without one (a SOAP fault, an HTML error page) counts as no answer. */
export function readAnswer(body: string): ReceptionAnswer {
  const doc = new DOMParser({
    errorHandler: { warning: () => undefined, error: () => undefined, fatalError: () => undefined },
  }).parseFromString(body, 'text/xml');
  const text = (name: string) => doc.getElementsByTagNameNS(SIFEN_NS, name)[0]?.textContent?.trim() ?? '';
  const state = STATES[text('dEstRes').toLowerCase()];
  if (!state)
    return {
      outcome: 'unreachable',
      message: `SIFEN answered without a result${text('dMsgRes') ? `: ${text('dMsgRes')}` : ''}`,
    };
  return { outcome: state, code: text('dCodRes'), message: text('dMsgRes') };
}

export function sifenClient(opts: SifenClientOptions) {
  // The client certificate authenticates the store to SIFEN (mutual TLS); undici keeps the connections alive.
  const dispatcher = new Agent({
    connect: { cert: opts.certificate, key: opts.privateKey, passphrase: opts.passphrase },
    headersTimeout: opts.timeoutMs ?? 30_000,
    bodyTimeout: opts.timeoutMs ?? 30_000,
  });
  const post = async (path: string, body: string): Promise<ReceptionAnswer> => {
    try {
      const res = await request(`${opts.url}${path}`, {
        method: 'POST',
        dispatcher,
        headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
      const text = await res.body.text();
      if (res.statusCode >= 500 && !text.includes('dEstRes'))
        return { outcome: 'unreachable', message: `SIFEN answered HTTP ${res.statusCode}` };
      return readAnswer(text);
    } catch (error) {
      return {
        outcome: 'unreachable',
        message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    }
  };
  return {
    sendDocument: (signedXml: string, requestId: number) =>
      post('/de/ws/sync/recibe.wsdl', envelope(signedXml, requestId)),
    /** siRecepEvento: one signed event (cancellation, inutilización); its answer reads like a DE's. */
    sendEvent: (signedGesEve: string, requestId: number) =>
      post('/de/ws/eventos/evento.wsdl', eventEnvelope(signedGesEve, requestId)),
    close: () => dispatcher.close(),
  };
}
