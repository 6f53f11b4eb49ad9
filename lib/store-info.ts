/** Store facts shown in the layout and structured data. One place to change them. */
export const STORE = {
  name: 'Loja CDE',
  address: {
    street: 'Av. San Blas, km 2',
    city: 'Ciudad del Este',
    region: 'Alto Paraná',
    country: 'Paraguay',
    countryCode: 'PY',
  },
  /** Av. San Blas at km 2 (structured data); replace with the shop's own map pin when surveyed. */
  geo: { latitude: -25.5116, longitude: -54.6263 },
  whatsapp: { display: '+595 61 500 000', digits: '59561500000' },
  /** Spec §1: Monday to Saturday, 8h to 18h. */
  hours: { days: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], opens: '08:00', closes: '18:00' },
} as const;

export const STORE_ADDRESS_LINE = `${STORE.address.street}, ${STORE.address.city}, ${STORE.address.region}, ${STORE.address.country}`;

export const MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(STORE_ADDRESS_LINE)}`;

export function whatsappUrl(text?: string, digits: string = STORE.whatsapp.digits): string {
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
