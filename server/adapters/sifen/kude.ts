import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { documentTotals, inGuaranies, itemAmounts } from './amounts';
import { paraguayTime } from './de-xml';
import { CURRENCY_DECIMALS, type DocumentInput } from './document';
import type { Issuer } from './issuer';

/**
 * The KuDE (Manual Técnico SIFEN v150, "KuDE — representación gráfica del DE"): the issuer and timbrado block, the
 * document's type and number, the buyer, the items with their IVA column, the totals and IVA liquidation, and the QR
 * with the CDC under it and the e-Kuatia legend. A4 for the shopper and the office, 80 mm for the counter's printer.
 * The manual's texts are Spanish; SIFEN allows no other language on the document.
 */
export type KudeFormat = 'a4' | 'ticket';

export interface KudeData {
  issuer: Pick<
    Issuer,
    | 'ruc'
    | 'rucDv'
    | 'businessName'
    | 'tradeName'
    | 'address'
    | 'phone'
    | 'email'
    | 'timbrado'
    | 'timbradoStart'
    | 'activity'
  > & { city: string };
  doc: DocumentInput;
  number: string;
  cdc: string;
  qr: string;
}

const TITLE = { invoice: 'FACTURA ELECTRÓNICA', 'credit-note': 'NOTA DE CRÉDITO ELECTRÓNICA' } as const;
const VAT_LABEL = { included10: '10%', included5: '5%', exempt: 'Exenta' } as const;
/** The legend under the QR names the document (MT v150 KuDE: "Consulte la validez de esta Factura Electrónica…"). */
const LEGEND_NAME = { invoice: 'Factura Electrónica', 'credit-note': 'Nota de Crédito Electrónica' } as const;

/** Amounts as printed in Paraguay: a dot between thousands, a comma before decimals (350.000; 549,90). */
export function printedAmount(minor: number, currency: DocumentInput['currency']): string {
  const d = CURRENCY_DECIMALS[currency];
  return new Intl.NumberFormat('es-PY', {
    minimumFractionDigits: d,
    maximumFractionDigits: d,
    useGrouping: 'always',
  }).format(minor / 10 ** d);
}

function buyerLines(doc: DocumentInput): string[] {
  const b = doc.buyer;
  const id =
    b.kind === 'taxpayer'
      ? `RUC: ${b.ruc}-${b.dv}`
      : b.kind === 'consumer'
        ? `C.I.: ${b.cedula}`
        : `${b.document === 'passport' ? 'Pasaporte' : 'Documento'} (${b.countryName}): ${b.number}`;
  return [`Nombre o razón social: ${b.name}`, id, ...(b.email ? [`Correo: ${b.email}`] : [])];
}

/** The ticket's first, measuring pass draws on a roll this long; then the page is cut to what was drawn. */
const ROLL_PT = 14_400;

export async function renderKude(data: KudeData, format: KudeFormat): Promise<Buffer> {
  if (format === 'a4') return (await draw(data, format, 0)).file;
  // An 80 mm roll has no page length: draw once to learn where the content ends, then again on a page that long.
  const measured = await draw(data, format, ROLL_PT);
  return (await draw(data, format, Math.ceil(measured.bottom))).file;
}

async function draw(
  data: KudeData,
  format: KudeFormat,
  ticketHeight: number,
): Promise<{ file: Buffer; bottom: number }> {
  const { doc, issuer } = data;
  const ticket = format === 'ticket';
  const width = ticket ? 226.77 : 595.28;
  const margin = ticket ? 10 : 40;
  const pdf = new PDFDocument({
    size: ticket ? [width, ticketHeight] : 'A4',
    margin,
    info: { Title: `${TITLE[doc.kind]} ${data.number}`, Author: issuer.businessName },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const inner = width - 2 * margin;
  const small = ticket ? 7 : 9;
  const money = (minor: number) => printedAmount(minor, doc.currency);
  const totals = documentTotals(doc);

  pdf
    .font('Helvetica-Bold')
    .fontSize(ticket ? 9 : 14)
    .text(issuer.tradeName ?? issuer.businessName, { align: ticket ? 'center' : 'left' });
  pdf.font('Helvetica').fontSize(small);
  for (const line of [
    issuer.businessName,
    issuer.activity.name,
    `${issuer.address} — ${issuer.city}`,
    `Tel.: ${issuer.phone}  ${issuer.email}`,
  ])
    pdf.text(line, { align: ticket ? 'center' : 'left' });
  pdf.moveDown(0.5);
  const boxTop = pdf.y;
  pdf.font('Helvetica-Bold').text(`RUC: ${issuer.ruc}-${issuer.rucDv}`, { align: 'center' });
  pdf
    .font('Helvetica')
    .text(`Timbrado N°: ${issuer.timbrado}   Inicio de vigencia: ${issuer.timbradoStart}`, {
      align: 'center',
    });
  pdf
    .font('Helvetica-Bold')
    .fontSize(ticket ? 9 : 12)
    .text(TITLE[doc.kind], { align: 'center' });
  pdf.text(data.number, { align: 'center' });
  pdf.rect(margin, boxTop - 4, inner, pdf.y - boxTop + 6).stroke();
  pdf.moveDown(0.6).font('Helvetica').fontSize(small);
  const issued = paraguayTime(doc.issuedAt).replace('T', ' ');
  const sale = `Condición de venta: Contado    Moneda: ${doc.currency}${doc.exchangeRate ? `    Tipo de cambio: ${printedAmount(Math.round(doc.exchangeRate * 100), 'USD')}` : ''}`;
  // The ticket's narrow roll: the date on a line of its own rather than a wrap mid-phrase.
  if (ticket) pdf.text(`Fecha de emisión: ${issued}`).text(sale);
  else pdf.text(`Fecha de emisión: ${issued}    ${sale}`);
  for (const line of buyerLines(doc)) pdf.text(line);
  if (doc.associatedCdc) pdf.text(`Documento asociado (CDC): ${doc.associatedCdc}`);
  pdf.moveDown(0.5);

  // Items: code/description, quantity, unit price, and (A4, as the manual's KuDE) the amount in its IVA column:
  // exentas, 5 %, 10 %. The ticket has room for one value column and names the rate beside the description.
  const cols = ticket ? [0, 0.5, 0.62, 0.8] : [0, 0.4, 0.47, 0.6, 0.73, 0.865];
  const x = (f: number) => margin + f * inner;
  pdf.font('Helvetica-Bold');
  const headY = pdf.y;
  const heads = ticket
    ? ['Descripción', 'Cant.', 'Precio', 'Total']
    : ['Descripción', 'Cant.', 'Precio unit.', 'Exentas', '5%', '10%'];
  // Numbers right-aligned in their columns, so units line up under units.
  const align = (i: number) => (i === 0 ? 'left' : 'right');
  heads.forEach((h, i) =>
    pdf.text(h, x(cols[i]), headY, {
      width: inner * ((cols[i + 1] ?? 1) - cols[i]) - 4,
      align: align(i),
    }),
  );
  pdf
    .moveTo(margin, pdf.y + 2)
    .lineTo(width - margin, pdf.y + 2)
    .stroke();
  pdf.font('Helvetica');
  for (const item of doc.items) {
    const a = itemAmounts(item.unitMinor, item.quantity, item.vat);
    const y = pdf.y + 4;
    const cells = ticket
      ? [
          `${item.description} (${VAT_LABEL[item.vat]})`,
          String(item.quantity),
          money(item.unitMinor),
          money(a.total),
        ]
      : [
          `${item.code} — ${item.description}`,
          String(item.quantity),
          money(item.unitMinor),
          a.rate === 0 ? money(a.total) : '',
          a.rate === 5 ? money(a.total) : '',
          a.rate === 10 ? money(a.total) : '',
        ];
    let bottom = y;
    cells.forEach((c, i) => {
      pdf.text(c, x(cols[i]), y, { width: inner * ((cols[i + 1] ?? 1) - cols[i]) - 4, align: align(i) });
      bottom = Math.max(bottom, pdf.y);
    });
    pdf.y = bottom;
  }
  pdf
    .moveTo(margin, pdf.y + 2)
    .lineTo(width - margin, pdf.y + 2)
    .stroke();
  pdf.x = margin;
  pdf.moveDown(0.5);
  pdf.text(
    `Subtotal exentas: ${money(totals.exempt)}   5%: ${money(totals.sub5)}   10%: ${money(totals.sub10)}`,
    margin,
  );
  pdf
    .font('Helvetica-Bold')
    .fontSize(ticket ? 9 : 11)
    .text(`TOTAL A PAGAR: ${doc.currency} ${money(totals.total)}`, margin);
  // A sale in dollars also states its total in guaraníes at the document's rate (dTotalGs).
  if (doc.currency !== 'PYG')
    pdf
      .font('Helvetica')
      .fontSize(small)
      .text(`Total en guaraníes: PYG ${printedAmount(inGuaranies(totals.total, doc), 'PYG')}`, margin);
  pdf
    .font('Helvetica')
    .fontSize(small)
    .text(
      `Liquidación del IVA — 5%: ${money(totals.vat5)}   10%: ${money(totals.vat10)}   Total IVA: ${money(totals.vat)}`,
      margin,
    );
  pdf.moveDown(0.8);

  const qrSize = ticket ? 120 : 110;
  const png = await QRCode.toBuffer(data.qr, { errorCorrectionLevel: 'M', margin: 1, width: qrSize * 3 });
  const qrX = ticket ? (width - qrSize) / 2 : margin;
  const qrY = pdf.y;
  pdf.image(png, qrX, qrY, { width: qrSize });
  const legendX = ticket ? margin : margin + qrSize + 12;
  const legendY = ticket ? qrY + qrSize + 6 : qrY + 8;
  const legendW = ticket ? inner : inner - qrSize - 12;
  pdf.text(
    `Consulte la validez de esta ${LEGEND_NAME[doc.kind]} con el número de CDC impreso abajo en:`,
    legendX,
    legendY,
    { width: legendW, align: ticket ? 'center' : 'left' },
  );
  pdf
    .font('Helvetica-Bold')
    .text('https://ekuatia.set.gov.py/consultas', { width: legendW, align: ticket ? 'center' : 'left' });
  pdf.text(`CDC: ${data.cdc.replace(/(.{4})/g, '$1 ').trim()}`, {
    width: legendW,
    align: ticket ? 'center' : 'left',
  });
  pdf
    .font('Helvetica')
    .text('ESTE DOCUMENTO ES UNA REPRESENTACIÓN GRÁFICA DE UN DOCUMENTO ELECTRÓNICO (XML)', {
      width: legendW,
      align: ticket ? 'center' : 'left',
    });
  const bottom = pdf.y + margin;
  pdf.end();
  return { file: await done, bottom };
}
