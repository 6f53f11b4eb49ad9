import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, brazilian, jpeg, multipart, paraguayan, pdf, png } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
let n = 0;
beforeAll(async () => {
  api = await startTestApi(10);
});
afterAll(() => api?.close());

async function submit(fields: Record<string, string>, files?: Parameters<typeof multipart>[1], lang = 'pt') {
  const body = multipart(
    fields,
    files ?? { frente: { data: await png() }, verso: { data: await png('#3c3') } },
  );
  return api.app.inject({
    method: 'POST',
    url: `/ecom/cliente/cadastrar?lang=${lang}`,
    ...body,
    remoteAddress: `10.3.0.${++n}`,
  });
}

describe('registration rules (spec §5) with their messages in pt and es', () => {
  it('lists every missing field as required, files included', async () => {
    const pt = await submit({}, {});
    expect(pt.statusCode).toBe(422);
    const errors = pt.json().errors;
    for (const f of [
      'nome',
      'sobrenome',
      'telefone',
      'email',
      'email_confirmation',
      'password',
      'password_confirmation',
      'estrangeiro',
      'documento_tipo',
      'documento',
      'identidade',
      'orgao_emissor',
      'logradouro',
      'numero',
      'bairro',
      'cidade_id',
      'estado_id',
      'pais_id',
      'frente',
      'verso',
    ]) {
      expect(errors[f], f).toEqual(['Este campo é Obrigatório']);
    }
    const es = await submit({}, {}, 'es');
    expect(es.json().errors.nome).toEqual(['Este campo es obligatorio']);
  });

  it('checks lengths 200/100/20, e-mail format and case-insensitive confirmation', async () => {
    const res = await submit(
      brazilian('x@example.com', {
        nome: 'a'.repeat(201),
        bairro: 'b'.repeat(101),
        numero: '1'.repeat(21),
        email_confirmation: 'y@example.com',
      }),
    );
    const e = res.json().errors;
    expect(e.nome).toEqual(['Este campo deve ter no máximo 200 caracteres']);
    expect(e.bairro).toEqual(['Este campo deve ter no máximo 100 caracteres']);
    expect(e.numero).toEqual(['Este campo deve ter no máximo 20 caracteres']);
    expect(e.email_confirmation).toEqual(['Os e-mails devem ser iguais']);
    const bad = await submit(
      brazilian('not-an-email', { email_confirmation: 'not-an-email' }),
      undefined,
      'es',
    );
    expect(bad.json().errors.email).toEqual(['Correo electrónico inválido']);
  });

  it('enforces the password rules one by one', async () => {
    const cases: [string, string[]][] = [
      ['Aa1!', ['Este campo deve ter no mínimo 8 caracteres']],
      ['Aa1!Aa1!Aa1!Aa1!Aa1!x', ['Este campo deve ter no máximo 20 caracteres']],
      ['abcdefg1!', ['A senha deve conter ao menos uma letra maiúscula']],
      ['ABCDEFG1!', ['A senha deve conter ao menos uma letra minúscula']],
      ['Abcdefgh!', ['A senha deve conter ao menos um número']],
      ['Abcdefgh1', ['A senha deve conter ao menos um caractere especial']],
      ['MyPassword1!', ['A senha não pode conter a palavra "password"']],
    ];
    for (const [password, messages] of cases) {
      const res = await submit(brazilian('p@example.com', { password, password_confirmation: password }));
      expect(res.json().errors.password, password).toEqual(messages);
    }
    const mismatch = await submit(
      brazilian('p@example.com', { password_confirmation: 'Outra#2026' }),
      undefined,
      'es',
    );
    expect(mismatch.json().errors.password_confirmation).toEqual(['Las contraseñas no coinciden']);
  });

  it('checks documents by nationality: CPF digits, RUC check digit, Cédula digits, types', async () => {
    const cpf = await submit(brazilian('d@example.com', { documento: '529.982.247-24' }));
    expect(cpf.json().errors.documento).toEqual(['CPF inválido']);
    const ruc = await submit(paraguayan('d@example.com', { documento: '80000519-7' }), undefined, 'es');
    expect(ruc.json().errors.documento).toEqual(['RUC inválido']);
    const cedula = await submit(
      paraguayan('d@example.com', { documento_tipo: 'CEDULA', documento: '12AB' }),
      undefined,
      'es',
    );
    expect(cedula.json().errors.documento).toEqual(['Cédula inválida']);
    const wrongType = await submit(brazilian('d@example.com', { documento_tipo: 'RUC' }));
    expect(wrongType.json().errors.documento_tipo).toEqual(['Tipo de documento inválido']);
    const country = await submit(brazilian('d@example.com', { pais_id: '2' }));
    expect(country.json().errors.pais_id).toEqual([
      'O país do endereço não corresponde à nacionalidade do cadastro.',
    ]);
  });

  it('needs a #####-### CEP from Brazilians only, and a city inside the chosen state and country', async () => {
    expect((await submit(brazilian('c@example.com', { cep: '' }))).json().errors.cep).toEqual([
      'Este campo é Obrigatório',
    ]);
    expect((await submit(brazilian('c@example.com', { cep: '0131-0100' }))).json().errors.cep).toEqual([
      'CEP inválido. Use o formato #####-###',
    ]);
    const phone = await submit(brazilian('c@example.com', { telefone: 'call me maybe' }));
    expect(phone.json().errors.telefone).toEqual(['Telefone inválido']);
    const state = await submit(brazilian('c@example.com', { estado_id: '19' }));
    expect(state.json().errors.cidade_id).toEqual(['A cidade não pertence ao estado selecionado.']);
    const py = await submit(
      paraguayan('c@example.com', { estado_id: '26', cidade_id: '3830' }),
      undefined,
      'es',
    );
    expect(py.json().errors.cidade_id).toEqual([
      'El país de la dirección no corresponde a la nacionalidad del registro.',
    ]);
    const ids = await submit(brazilian('c@example.com', { cidade_id: 'abc', estado_id: '-4' }));
    expect(ids.json().errors.cidade_id).toEqual(['Somente números inteiros']);
    expect(ids.json().errors.estado_id).toEqual(['O valor mínimo é 1']);
  });

  it('answers 4xx, never 5xx, to malformed bodies', async () => {
    const json = await api.app.inject({
      method: 'POST',
      url: '/ecom/cliente/cadastrar',
      payload: { nome: 'x' },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const garbage = await api.app.inject({
      method: 'POST',
      url: '/ecom/cliente/cadastrar',
      payload: 'not multipart at all',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);
    const many = multipart(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'])));
    const tooMany = await api.app.inject({ method: 'POST', url: '/ecom/cliente/cadastrar', ...many });
    expect(tooMany.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooMany.statusCode).toBeLessThan(500);
    const longField = await submit(brazilian('l@example.com', { complemento: 'x'.repeat(5000) }));
    expect(longField.statusCode).toBe(422);
    expect(longField.json().errors.complemento).toEqual(['Este campo deve ter no máximo 4096 caracteres']);
  });
});

describe('uploads are checked by content', () => {
  const good = async () => ({ data: await png() });

  it('refuses a non-image with an image name, and a file over 5 MB, with the spec messages', async () => {
    const text = await submit(brazilian('u1@example.com'), {
      frente: { data: Buffer.from('hello, I am text') },
      verso: await good(),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.frente).toEqual(['Somente arquivos PNG, JPG, GIF ou PDF são permitidos.']);
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const large = await submit(
      brazilian('u1@example.com'),
      { frente: await good(), verso: { data: big } },
      'es',
    );
    expect(large.statusCode).toBe(422);
    expect(large.json().errors.verso).toEqual(['El archivo no puede ser mayor que 5 MB.']);
  });

  it('refuses polyglots: a PNG with trailing HTML, a ".png" that is a PDF with JavaScript, hidden PDF actions', async () => {
    const html = Buffer.concat([await png(), Buffer.from('<html><script>alert(1)</script></html>')]);
    const a = await submit(brazilian('u2@example.com'), { frente: { data: html }, verso: await good() });
    expect(a.statusCode, a.body).toBe(422);
    expect(a.json().errors.frente).toEqual(['O arquivo contém conteúdo não permitido.']);
    const js = pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ');
    const b = await submit(brazilian('u2@example.com'), {
      frente: await good(),
      verso: { data: js, filename: 'verso.png', type: 'image/png' },
    });
    expect(b.statusCode, b.body).toBe(422);
    expect(b.json().errors.verso).toEqual(['O arquivo contém conteúdo não permitido.']);
    for (const hidden of [
      '/Launch << /F (cmd.exe) >> ',
      '/Names << /EmbeddedFiles 3 0 R >> ',
      '/AA << /O << /S /J#61vaScript >> >> ',
    ]) {
      const c = await submit(brazilian('u2@example.com'), {
        frente: await good(),
        verso: { data: pdf(hidden) },
      });
      expect(c.json().errors.verso, hidden).toEqual(['O arquivo contém conteúdo não permitido.']);
    }
  });

  it('stores images re-encoded without metadata and a clean PDF as sent, readable only by their owner', async () => {
    const withExif = await jpeg();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await submit(brazilian('u3@example.com'), {
      frente: { data: withExif, filename: 'f.jpg', type: 'image/jpeg' },
      verso: { data: pdf() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().token;
    const front = await api.app.inject({
      method: 'GET',
      url: '/ecom/cliente/documentos/frente',
      headers: bearer(token),
    });
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/jpeg');
    expect(front.headers['cache-control']).toBe('no-store');
    expect((await sharp(front.rawPayload).metadata()).exif).toBeUndefined();
    const back = await api.app.inject({
      method: 'GET',
      url: '/ecom/cliente/documentos/verso',
      headers: bearer(token),
    });
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.rawPayload.toString('latin1').startsWith('%PDF-')).toBe(true);
    expect((await api.app.inject({ method: 'GET', url: '/ecom/cliente/documentos/frente' })).statusCode).toBe(
      401,
    );
    expect(
      (await api.app.inject({ method: 'GET', url: '/ecom/cliente/documentos/outro', headers: bearer(token) }))
        .statusCode,
    ).toBe(422);
  });
});
