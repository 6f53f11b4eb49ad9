import { createServer, type Server } from 'node:https';
import { inflateRawSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { rucCheckDigit } from '../../../lib/validators';
import { testSifenCertificate, testSifenServerCertificate, type TestCertificate } from './sifen-certificate';

/**
 * A local SIFEN for tests, built from the Manual Técnico SIFEN v150: section 9.1 "WS recepción documento electrónico
 * — siRecepDE" (POST /de/ws/sync/recibe.wsdl, SOAP 1.2, `rEnviDe { dId, xDE }`), the answer schema
 * protProcesDE_v150.xsd (`rRetEnviDe/rProtDe`: Id, dFecProc, dDigVal, dEstRes "Aprobado" | "Aprobado con
 * observación" | "Rechazado", dProtAut, gResProc { dCodRes, dMsgRes }), and section 12 "Validaciones", whose codes
 * are 4 digits per field group: 0260 "Autorización del DE satisfactoria" and receptor (group D) rejections. The
 * rejection codes below are the double's, in that scheme; the messages are what the back office shows.
 * Modes: `approve`, `down` (answers 503), `hang` (never answers: the client's timeout).
 *
 * Like SET's hosts (MT v150 "Servicios web del SIFEN": TLS 1.2 with mutual authentication), it speaks HTTPS and
 * refuses a connection without a client certificate it trusts: the store's test certificate, made at test time.
 */
export type SifenDoubleMode = 'approve' | 'down' | 'hang';

export interface SifenDouble {
  /** https://127.0.0.1:port */
  url: string;
  /** The double's server certificate (PEM file): the client trusts it as SIFEN_CA_FILE. */
  caFile: string;
  /** The store's certificate and key the double accepts as a TLS client (and the DEs are signed with). */
  store: TestCertificate;
  mode: SifenDoubleMode;
  /** RUCs SET does not know (valid check digit, no taxpayer): rejected. */
  unknownRucs: Set<string>;
  received: { dId: string; cdc: string; body: string; batch?: string }[];
  /** siConsLoteDE answers "still processing" while set. */
  batchProcessing: boolean;
  /** Events received through siRecepEvento (MT v150 9.4): cancellations and inutilizaciones. */
  events: { kind: 'cancellation' | 'inutilization'; body: string }[];
  close(): Promise<void>;
}

const tag = (xml: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}[^>]*>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1];

function answer(cdc: string, state: string, code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Header/><env:Body><ns2:rRetEnviDe xmlns:ns2="http://ekuatia.set.gov.py/sifen/xsd"><ns2:rProtDe><ns2:Id>${cdc}</ns2:Id><ns2:dFecProc>2026-11-28T10:30:05-03:00</ns2:dFecProc><ns2:dDigVal>AAAA</ns2:dDigVal><ns2:dEstRes>${state}</ns2:dEstRes>${state === 'Rechazado' ? '' : '<ns2:dProtAut>1234567890</ns2:dProtAut>'}<ns2:gResProc><ns2:dCodRes>${code}</ns2:dCodRes><ns2:dMsgRes>${message}</ns2:dMsgRes></ns2:gResProc></ns2:rProtDe></ns2:rRetEnviDe></env:Body></env:Envelope>`;
}

/** SET's verdict on one DE: the receptor's RUC check digit, an unknown RUC, a missing e-mail (an observation). */
function verdict(double: SifenDouble, de: string): [state: string, code: string, message: string] {
  const ruc = tag(de, 'dRucRec');
  const dv = tag(de, 'dDVRec');
  if (ruc && dv && rucCheckDigit(ruc) !== Number(dv))
    return ['Rechazado', '1314', 'Dígito verificador del RUC del receptor inválido'];
  if (ruc && double.unknownRucs.has(ruc)) return ['Rechazado', '1313', 'RUC del receptor inexistente'];
  if (!tag(de, 'dEmailRec'))
    return [
      'Aprobado con observación',
      '0260',
      'Autorización del DE satisfactoria con observación: receptor sin correo electrónico',
    ];
  return ['Aprobado', '0260', 'Autorización del DE satisfactoria'];
}

/** The one entry of a ZIP (local header at 0: sizes at 18, name and extra lengths at 26 and 28; deflate). */
function unzipOne(zip: Buffer): string {
  const size = zip.readUInt32LE(18);
  const start = 30 + zip.readUInt16LE(26) + zip.readUInt16LE(28);
  return inflateRawSync(zip.subarray(start, start + size)).toString('utf8');
}

const ENV = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Header/><env:Body>${inner}</env:Body></env:Envelope>`;

/**
 * siRecepLoteDE (MT v150 9.2): the zipped rLoteDE's documents are judged one by one and kept under a protocol
 * number; siConsLoteDE (9.3) answers 0361 while `batchProcessing` is set, then 0362 with each verdict.
 */
function batchAnswer(double: SifenDouble, body: string, batches: Map<string, string>): string {
  const lote = unzipOne(Buffer.from(tag(body, 'xDE') ?? '', 'base64'));
  const protocol = String(1000 + batches.size + 1);
  const items = [...lote.matchAll(/<rDE[\s\S]*?<\/rDE>/g)].map((m) => {
    const cdc = /<DE Id="([0-9]{44})"/.exec(m[0])?.[1] ?? '';
    double.received.push({ dId: tag(body, 'dId') ?? '', cdc, body: m[0], batch: protocol });
    const [state, code, message] = verdict(double, m[0]);
    return `<ns2:gResProcLote><ns2:id>${cdc}</ns2:id><ns2:dEstRes>${state}</ns2:dEstRes><ns2:gResProc><ns2:dCodRes>${code}</ns2:dCodRes><ns2:dMsgRes>${message}</ns2:dMsgRes></ns2:gResProc></ns2:gResProcLote>`;
  });
  batches.set(protocol, items.join(''));
  return ENV(
    `<ns2:rResEnviLoteDe xmlns:ns2="http://ekuatia.set.gov.py/sifen/xsd"><ns2:dFecProc>2026-11-28T10:30:05-03:00</ns2:dFecProc><ns2:dCodRes>0300</ns2:dCodRes><ns2:dMsgRes>Lote recibido con éxito</ns2:dMsgRes><ns2:dProtConsLote>${protocol}</ns2:dProtConsLote><ns2:dTpoProces>1</ns2:dTpoProces></ns2:rResEnviLoteDe>`,
  );
}

function batchQueryAnswer(double: SifenDouble, body: string, batches: Map<string, string>): string {
  const items = batches.get(tag(body, 'dProtConsLote') ?? '');
  const [code, message] = double.batchProcessing
    ? ['0361', 'Lote en procesamiento']
    : items === undefined
      ? ['0360', 'Número de lote inexistente']
      : ['0362', 'Procesamiento de lote concluido'];
  return ENV(
    `<ns2:rResEnviConsLoteDe xmlns:ns2="http://ekuatia.set.gov.py/sifen/xsd"><ns2:dFecProc>2026-11-28T10:30:05-03:00</ns2:dFecProc><ns2:dCodResLot>${code}</ns2:dCodResLot><ns2:dMsgResLot>${message}</ns2:dMsgResLot>${code === '0362' ? items : ''}</ns2:rResEnviConsLoteDe>`,
  );
}

/**
 * siRecepEvento (MT v150 9.4, answer rRetEnviEventoDe/gResProcEVe): a cancellation of a CDC this double approved is
 * registered ("0600 Evento registrado correctamente"), of any other CDC refused (4003 "CDC inexistente", the
 * double's code in the manual's scheme); an inutilización is registered.
 */
function eventAnswer(double: SifenDouble, body: string): string {
  const can = /<rGeVeCan>/.test(body);
  double.events.push({ kind: can ? 'cancellation' : 'inutilization', body });
  const cdc = can ? (/<rGeVeCan><Id>([0-9]{44})<\/Id>/.exec(body)?.[1] ?? '') : '';
  const known = !can || double.received.some((r) => r.cdc === cdc);
  const [state, code, message] = known
    ? ['Aprobado', '0600', 'Evento registrado correctamente']
    : ['Rechazado', '4003', 'CDC inexistente'];
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Header/><env:Body><ns2:rRetEnviEventoDe xmlns:ns2="http://ekuatia.set.gov.py/sifen/xsd"><ns2:dFecProc>2026-11-28T10:30:05-03:00</ns2:dFecProc><ns2:gResProcEVe><ns2:dEstRes>${state}</ns2:dEstRes><ns2:dProtAut>1234567891</ns2:dProtAut><ns2:id>${tag(body, 'dId') ?? ''}</ns2:id><ns2:gResProc><ns2:dCodRes>${code}</ns2:dCodRes><ns2:dMsgRes>${message}</ns2:dMsgRes></ns2:gResProc></ns2:gResProcEVe></ns2:rRetEnviEventoDe></env:Body></env:Envelope>`;
}

export interface SifenDoubleOptions {
  port?: number;
  /** The store's certificate (its key signs, it authenticates); made now when not given. */
  store?: TestCertificate;
  /** The double's server certificate; made now when not given. */
  server?: TestCertificate;
}

export async function startSifenDouble(opts: SifenDoubleOptions = {}): Promise<SifenDouble> {
  const hanging = new Set<() => void>();
  const store = opts.store ?? testSifenCertificate();
  const tls = opts.server ?? testSifenServerCertificate(store.dir);
  const double: SifenDouble = {
    url: '',
    caFile: tls.certFile,
    store,
    mode: 'approve',
    unknownRucs: new Set(),
    received: [],
    batchProcessing: false,
    events: [],
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
  const batches = new Map<string, string>();
  const tlsOptions = {
    key: tls.privateKey,
    cert: tls.certificate,
    // Mutual TLS: only a client presenting the store's certificate gets past the handshake.
    ca: store.certificate,
    requestCert: true,
    rejectUnauthorized: true,
    minVersion: 'TLSv1.2' as const,
  };
  const server: Server = createServer(tlsOptions, (req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url === '/de/ws/eventos/evento.wsdl' && req.method === 'POST' && double.mode === 'approve')
        return void res
          .writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8' })
          .end(eventAnswer(double, body));
      const soap = { 'content-type': 'application/soap+xml; charset=utf-8' };
      if (req.method === 'POST' && double.mode === 'approve') {
        if (req.url === '/de/ws/async/recibe-lote.wsdl')
          return void res.writeHead(200, soap).end(batchAnswer(double, body, batches));
        if (req.url === '/de/ws/consultas/consulta-lote.wsdl')
          return void res.writeHead(200, soap).end(batchQueryAnswer(double, body, batches));
      }
      if (req.url === '/de/ws/async/recibe-lote.wsdl' && double.mode === 'down')
        return void res.writeHead(503).end();
      if (req.url !== '/de/ws/sync/recibe.wsdl' || req.method !== 'POST')
        return void res.writeHead(404).end();
      if (double.mode === 'hang') return void hanging.add(() => res.destroy());
      if (double.mode === 'down')
        return void res
          .writeHead(503, { 'content-type': 'text/html' })
          .end('<html>Servicio no disponible</html>');
      const cdc = /<DE Id="([0-9]{44})"/.exec(body)?.[1] ?? '';
      double.received.push({ dId: tag(body, 'dId') ?? '', cdc, body });
      res.writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8' });
      res.end(answer(cdc, ...verdict(double, body)));
    });
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', r));
  double.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
