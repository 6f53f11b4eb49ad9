import { create } from 'xmlbuilder2';
import { paraguayTime, SIFEN_NS } from './de-xml';
import { signDocument, type SigningKey } from './sign';

/**
 * The issuer's events (Manual Técnico SIFEN v150, section 11 "Eventos" and 9.4 "WS recepción evento —
 * siRecepEvento": `POST /de/ws/eventos/evento.wsdl`, body `rEnviEventoDe { dId, dEvReg { gGroupGesEve { rGesEve {
 * rEve Id { dFecFirma, dVerFor, gGroupTiEvt { … } }, Signature } } } }`, answer `rRetEnviEventoDe { dFecProc,
 * gResProcEVe { dEstRes, dProtAut, id, gResProc { dCodRes, dMsgRes } } }`):
 * - cancelación (rGeVeCan: the CDC and the reason): an approved FE may be cancelled within 48 hours of its approval;
 * - inutilización (rGeVeInu: timbrado, establishment, point, first and last number, document type, reason): numbers
 *   of a series that will never be used are declared so, closing the gap.
 */
export type SifenEvent =
  | { kind: 'cancellation'; cdc: string; reason: string }
  | {
      kind: 'inutilization';
      timbrado: string;
      establishment: string;
      point: string;
      from: number;
      to: number;
      /** iTiDE: 1 factura, 5 nota de crédito. */
      documentType: 1 | 5;
      reason: string;
    };

/** The signed rGesEve of one event, ready for siRecepEvento. */
export function signedEvent(event: SifenEvent, id: number, at: Date, key: SigningKey): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(SIFEN_NS, 'rGesEve');
  const eve = root.ele('rEve', { Id: String(id) });
  eve.ele('dFecFirma').txt(paraguayTime(at));
  eve.ele('dVerFor').txt('150');
  const group = eve.ele('gGroupTiEvt');
  // The reason is free text of 5 to 500 characters (mOtEve).
  const reason = event.reason.trim().slice(0, 500).padEnd(5, '.');
  if (event.kind === 'cancellation') {
    const can = group.ele('rGeVeCan');
    can.ele('Id').txt(event.cdc);
    can.ele('mOtEve').txt(reason);
  } else {
    const inu = group.ele('rGeVeInu');
    inu.ele('dNumTim').txt(event.timbrado);
    inu.ele('dEst').txt(event.establishment);
    inu.ele('dPunExp').txt(event.point);
    inu.ele('dNumIn').txt(String(event.from).padStart(7, '0'));
    inu.ele('dNumFin').txt(String(event.to).padStart(7, '0'));
    inu.ele('iTiDE').txt(String(event.documentType));
    inu.ele('mOtEve').txt(reason);
  }
  return signDocument(root.end({ headless: true }), key, 'rEve').xml;
}

export function eventEnvelope(signedGesEve: string, requestId: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="http://www.w3.org/2003/05/soap-envelope"><env:Header/><env:Body><rEnviEventoDe xmlns="${SIFEN_NS}"><dId>${requestId}</dId><dEvReg><gGroupGesEve>${signedGesEve}</gGroupGesEve></dEvReg></rEnviEventoDe></env:Body></env:Envelope>`;
}
