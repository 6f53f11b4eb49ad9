import type { PickupPointBody, ShippingOptionBody } from '../../lib/contract/shipping';
import { currencyById, formatMoney, minorToMajor, toMoeda } from '../../lib/money';
import type { PickupPoint, ShippingOption } from '../services/shipping/shipping-service';

/** Spec §7's pickup point. */
export const pickupPointAnswer = (p: PickupPoint): PickupPointBody => ({
  id: p.id,
  ponto_entrega: p.name,
  endereco: p.address,
  horario_atendimento: p.hours,
  estado: p.state,
  estado_id: p.stateId,
  cidade: p.city,
  cidade_id: p.cityId,
  token_servico: p.token,
});

/** Spec §7's calcular-frete option: money in major units, formatted, with the currency. */
export function shippingOptionAnswer(o: ShippingOption): ShippingOptionBody {
  const currency = currencyById(o.currencyId);
  const major = minorToMajor(o.amountMinor, currency);
  return {
    entrega_servico_id: o.serviceId,
    entrega_integrador_id: o.integratorId,
    descricao: o.description,
    prazo: o.leadTimeDays,
    valor: major,
    valor_formatado: formatMoney(major, currency),
    moeda: toMoeda(currency),
    token: o.token,
    opcionais: { pontos_entrega: o.pickupPoints.map(pickupPointAnswer) },
  };
}
