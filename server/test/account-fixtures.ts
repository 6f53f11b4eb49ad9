import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';

/** A multipart/form-data body built by hand, so a test controls every byte (names, types, truncation). */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename?: string; type?: string }> = {},
) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename ?? `${name}.png`}"\r\nContent-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small real PNG (with EXIF-like metadata sharp would keep if asked). */
export const png = (color = '#c33') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Person', Copyright: 'GPS 1,2' } } })
    .toBuffer();

export const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Artist: 'Secret Person' } } })
    .toBuffer();

export const pdf = (extra = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra}>> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

export const PASSWORD = 'Segura#2026';

/** A Brazilian (foreign) buyer in São Paulo: CPF, CEP. */
export function brazilian(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    estrangeiro: '1',
    nome: 'Ana',
    sobrenome: 'Souza',
    telefone: '+55 (11) 91234-5678',
    email,
    email_confirmation: email.toUpperCase(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    documento_tipo: 'CPF',
    documento: '529.982.247-25',
    identidade: '12.345.678-9',
    orgao_emissor: 'SSP/SP',
    pais_id: '1',
    pais: 'Brasil',
    cep: '01310-100',
    estado_id: '26',
    cidade_id: '3830',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    complemento: 'Apto 12',
    ...overrides,
  };
}

/** A Paraguayan buyer in Ciudad del Este (Alto Paraná): RUC, department/district. */
export function paraguayan(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    estrangeiro: '0',
    nome: 'Luis',
    sobrenome: 'Benítez',
    telefone: '+595 (983) 123-456',
    email,
    email_confirmation: email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    documento_tipo: 'RUC',
    documento: '80000519-8',
    identidade: '1234567',
    orgao_emissor: 'Policía Nacional',
    razao_social: 'Benítez S.A.',
    pais_id: '2',
    pais: 'Paraguai',
    estado_id: '111',
    cidade_id: '10145',
    logradouro: 'Avenida San Blas',
    numero: '123',
    bairro: 'Centro',
    como_chegar: 'Frente a la plaza',
    ...overrides,
  };
}

export async function register(app: FastifyInstance, fields: Record<string, string>, lang = 'pt') {
  const body = multipart(fields, {
    frente: { data: await png() },
    verso: { data: await jpeg(), filename: 'verso.jpg', type: 'image/jpeg' },
  });
  return app.inject({ method: 'POST', url: `/ecom/cliente/cadastrar?lang=${lang}`, ...body });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A clock tests move by hand. */
export function testClock(start = new Date()) {
  let t = start.getTime();
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms) };
}
