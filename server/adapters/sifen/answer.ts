import { DOMParser } from '@xmldom/xmldom';
import { SIFEN_NS } from './de-xml';

/** SIFEN's verdict on one DE (rProtDe, or one gResProcLote of a batch), or no usable answer. */
export type ReceptionAnswer =
  | { outcome: 'approved' | 'approved_with_observations' | 'rejected'; code: string; message: string }
  | { outcome: 'unreachable'; message: string };

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
