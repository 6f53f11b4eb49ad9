import { DOMParser } from '@xmldom/xmldom';
import { SIFEN_NS } from './de-xml';
import { readAnswer, type ReceptionAnswer } from './answer';
import { zipOne } from './zip';

/**
 * Batches (Manual Técnico SIFEN v150, 9.2 "WS recepción lote DE — siRecepLoteDE" and 9.3 "WS consulta resultado
 * lote — siConsLoteDE"): up to 50 signed DEs of one type in `rLoteDE`, zipped and base64'd into `rEnvioLote { dId,
 * xDE }` (`POST /de/ws/async/recibe-lote.wsdl`); SET answers `rResEnviLoteDe { dCodRes, dMsgRes, dProtConsLote }`
 * (0300 "Lote recibido con éxito"), and later `rEnviConsLoteDe { dId, dProtConsLote }`
 * (`POST /de/ws/consultas/consulta-lote.wsdl`) gives `rResEnviConsLoteDe { dCodResLot, dMsgResLot, gResProcLote* {
 * id (the CDC), dEstRes, gResProc { dCodRes, dMsgRes } } }`: 0361 still processing, 0362 done.
 */
export const BATCH_MAX = 50;
const SOAP = 'http://www.w3.org/2003/05/soap-envelope';

export type BatchReceipt =
  { outcome: 'received'; protocol: string } | { outcome: 'unreachable'; message: string };
export type BatchResult =
  | { outcome: 'processing' }
  | { outcome: 'done'; results: Map<string, ReceptionAnswer> }
  | { outcome: 'unreachable'; message: string };

const parse = (body: string) =>
  new DOMParser({
    errorHandler: { warning: () => undefined, error: () => undefined, fatalError: () => undefined },
  }).parseFromString(body, 'text/xml');

export function batchEnvelope(signedXmls: string[], requestId: number): string {
  if (signedXmls.length === 0 || signedXmls.length > BATCH_MAX)
    throw new Error('a batch holds 1 to 50 documents');
  const lote = `<rLoteDE>${signedXmls.map((x) => x.replace(/^<\?xml[^>]*\?>/, '')).join('')}</rLoteDE>`;
  const zipped = zipOne('lote.xml', lote).toString('base64');
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP}"><env:Header/><env:Body><rEnvioLote xmlns="${SIFEN_NS}"><dId>${requestId}</dId><xDE>${zipped}</xDE></rEnvioLote></env:Body></env:Envelope>`;
}

export function batchQueryEnvelope(protocol: string, requestId: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${SOAP}"><env:Header/><env:Body><rEnviConsLoteDe xmlns="${SIFEN_NS}"><dId>${requestId}</dId><dProtConsLote>${protocol}</dProtConsLote></rEnviConsLoteDe></env:Body></env:Envelope>`;
}

export function readBatchReceipt(body: string): BatchReceipt {
  const doc = parse(body);
  const text = (name: string) => doc.getElementsByTagNameNS(SIFEN_NS, name)[0]?.textContent?.trim() ?? '';
  const protocol = text('dProtConsLote');
  if (text('dCodRes') === '0300' && protocol) return { outcome: 'received', protocol };
  return {
    outcome: 'unreachable',
    message: `SIFEN refused the batch: ${text('dCodRes')} ${text('dMsgRes')}`.trim(),
  };
}

export function readBatchResult(body: string): BatchResult {
  const doc = parse(body);
  const code = doc.getElementsByTagNameNS(SIFEN_NS, 'dCodResLot')[0]?.textContent?.trim();
  if (code === '0361') return { outcome: 'processing' };
  if (code !== '0362')
    return { outcome: 'unreachable', message: `SIFEN answered the batch query with ${code ?? 'nothing'}` };
  const results = new Map<string, ReceptionAnswer>();
  const items = doc.getElementsByTagNameNS(SIFEN_NS, 'gResProcLote');
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const cdc = item.getElementsByTagNameNS(SIFEN_NS, 'id')[0]?.textContent?.trim();
    // Each result reads as a single DE's answer: the same dEstRes and gResProc.
    if (cdc) results.set(cdc, readAnswer(`<r xmlns="${SIFEN_NS}">${item.toString()}</r>`));
  }
  return { outcome: 'done', results };
}
