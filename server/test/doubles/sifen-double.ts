import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rucCheckDigit } from '../../../lib/validators';

/**
 * A local SIFEN for tests, built from the Manual Técnico SIFEN v150: section 9.1 "WS recepción documento electrónico
 * — siRecepDE" (POST /de/ws/sync/recibe.wsdl, SOAP 1.2, `rEnviDe { dId, xDE }`), the answer schema
 * protProcesDE_v150.xsd (`rRetEnviDe/rProtDe`: Id, dFecProc, dDigVal, dEstRes "Aprobado" | "Aprobado con
 * observación" | "Rechazado", dProtAut, gResProc { dCodRes, dMsgRes }), and section 12 "Validaciones", whose codes
 * are 4 digits per field group: 0260 "Autorización del DE satisfactoria" and receptor (group D) rejections. The
 * rejection codes below are the double's, in that scheme; the messages are what the back office shows.
 * Modes: `approve`, `down` (answers 503), `hang` (never answers: the client's timeout).
 */
export type SifenDoubleMode = 'approve' | 'down' | 'hang';

export interface SifenDouble {
  url: string;
  mode: SifenDoubleMode;
  /** RUCs SET does not know (valid check digit, no taxpayer): rejected. */
  unknownRucs: Set<string>;
  received: { dId: string; cdc: string; body: string }[];
  /** Events received through siRecepEvento (MT v150 9.4): cancellations and inutilizaciones. */
  events: { kind: 'cancellation' | 'inutilization'; body: string }[];
  close(): Promise<void>;
}

const tag = (xml: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}[^>]*>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1];

function answer(cdc: string, state: string, code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Header/><env:Body><ns2:rRetEnviDe xmlns:ns2="http://ekuatia.set.gov.py/sifen/xsd"><ns2:rProtDe><ns2:Id>${cdc}</ns2:Id><ns2:dFecProc>2026-11-28T10:30:05-03:00</ns2:dFecProc><ns2:dDigVal>AAAA</ns2:dDigVal><ns2:dEstRes>${state}</ns2:dEstRes>${state === 'Rechazado' ? '' : '<ns2:dProtAut>1234567890</ns2:dProtAut>'}<ns2:gResProc><ns2:dCodRes>${code}</ns2:dCodRes><ns2:dMsgRes>${message}</ns2:dMsgRes></ns2:gResProc></ns2:rProtDe></ns2:rRetEnviDe></env:Body></env:Envelope>`;
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

export async function startSifenDouble(): Promise<SifenDouble> {
  const hanging = new Set<() => void>();
  const double: SifenDouble = {
    url: '',
    mode: 'approve',
    unknownRucs: new Set(),
    received: [],
    events: [],
    close: async () => {
      for (const end of hanging) end();
      await new Promise((r) => server.close(r));
    },
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url === '/de/ws/eventos/evento.wsdl' && req.method === 'POST' && double.mode === 'approve')
        return void res
          .writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8' })
          .end(eventAnswer(double, body));
      if (req.url !== '/de/ws/sync/recibe.wsdl' || req.method !== 'POST')
        return void res.writeHead(404).end();
      if (double.mode === 'hang') return void hanging.add(() => res.destroy());
      if (double.mode === 'down')
        return void res
          .writeHead(503, { 'content-type': 'text/html' })
          .end('<html>Servicio no disponible</html>');
      const cdc = /<DE Id="([0-9]{44})"/.exec(body)?.[1] ?? '';
      double.received.push({ dId: tag(body, 'dId') ?? '', cdc, body });
      const ruc = tag(body, 'dRucRec');
      const dv = tag(body, 'dDVRec');
      res.writeHead(200, { 'content-type': 'application/soap+xml; charset=utf-8' });
      if (ruc && dv && rucCheckDigit(ruc) !== Number(dv))
        return void res.end(
          answer(cdc, 'Rechazado', '1314', 'Dígito verificador del RUC del receptor inválido'),
        );
      if (ruc && double.unknownRucs.has(ruc))
        return void res.end(answer(cdc, 'Rechazado', '1313', 'RUC del receptor inexistente'));
      if (!tag(body, 'dEmailRec'))
        return void res.end(
          answer(
            cdc,
            'Aprobado con observación',
            '0260',
            'Autorización del DE satisfactoria con observación: receptor sin correo electrónico',
          ),
        );
      res.end(answer(cdc, 'Aprobado', '0260', 'Autorización del DE satisfactoria'));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
