import * as oracle from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  formatCnpj,
  formatCpf,
  formatRuc,
  isValidCnpj,
  isValidCpf,
  isValidRuc,
  rucCheckDigit,
} from './index';

// brazilian-utils is a dev-only oracle here: the shipped validators must agree with it.

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '280.012.389-38', ' 390.533.447-05 '])(
    'accepts %s',
    (v) => expect(isValidCpf(v)).toBe(true),
  );

  it.each([
    '529.982.247-24', // wrong second digit
    '529.982.247-15', // wrong first digit
    '111.111.111-11', // same digit repeated
    '000.000.000-00',
    '5299822472', // 10 digits
    '529982247255', // 12 digits
    'abc52998224725', // stray characters
    '',
  ])('rejects %s', (v) => expect(isValidCpf(v)).toBe(false));

  it('agrees with brazilian-utils on generated and mutated CPFs', () => {
    for (let i = 0; i < 500; i++) {
      const cpf = oracle.generateCpf();
      expect(isValidCpf(cpf)).toBe(true);
      const mutated = cpf.slice(0, 10) + ((Number(cpf[10]) + 1 + (i % 9)) % 10);
      expect(isValidCpf(mutated)).toBe(oracle.isValidCpf(mutated));
    }
  });

  it('formats fully and partially', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('5299822')).toBe('529.982.2');
    expect(formatCpf('529.982.247-25')).toBe(oracle.formatCpf('52998224725'));
  });
});

describe('CNPJ', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '12.345.678/0001-95',
    '12.ABC.345/01DE-35', // alphanumeric, the Receita Federal's example
    '12abc34501de35', // letter case is ignored
    'Q0.SLF.MBD/7VX4-39',
  ])('accepts %s', (v) => {
    expect(isValidCnpj(v)).toBe(true);
    expect(oracle.isValidCnpj(v, { version: 2 })).toBe(true);
  });

  it.each([
    '11.222.333/0001-80',
    '12.ABC.345/01DE-36',
    '12.ABC.345/01DE-53', // digits swapped
    '00.000.000/0000-00', // reserved
    '11.111.111/1111-11',
    '12.ABC.345/01DE-3A', // check digits must be numeric
    '12.ABC.345/01D-35', // 13 characters
    '12.AB#.345/01DE-35',
    '',
  ])('rejects %s', (v) => expect(isValidCnpj(v)).toBe(false));

  it('computes the alphanumeric check digits', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(cnpjCheckDigits('112223330001')).toBe('81');
  });

  it('agrees with brazilian-utils on generated and mutated CNPJs (v1 and v2)', () => {
    for (let i = 0; i < 500; i++) {
      const cnpj = oracle.generateCnpj(i % 2 === 0 ? 1 : 2);
      expect(isValidCnpj(cnpj)).toBe(true);
      const mutated = cnpj.slice(0, 13) + ((Number(cnpj[13]) + 1 + (i % 9)) % 10);
      expect(isValidCnpj(mutated)).toBe(oracle.isValidCnpj(mutated, { version: 2 }));
    }
  });

  it('formats fully and partially', () => {
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).toBe(oracle.formatCnpj('11222333000181'));
    expect(formatCnpj('1122233')).toBe('11.222.33');
    expect(formatCnpj('112223330001')).toBe('11.222.333/0001');
  });
});

describe('RUC (Paraguay)', () => {
  it.each(['80000519-8', '80069563-1', '80028061-0', '1000007-0', '800005198', '80.000.519-8'])(
    'accepts %s',
    (v) => expect(isValidRuc(v)).toBe(true),
  );

  it.each(['80000519-7', '80069563-2', '80028061-1', '1000007-1', '4444444-4', '80000519', '8-', 'abc', ''])(
    'rejects %s',
    (v) => expect(isValidRuc(v)).toBe(false),
  );

  it('computes check digits with the SET modulo-11 rule', () => {
    expect(rucCheckDigit('80000519')).toBe(8);
    expect(rucCheckDigit('80069563')).toBe(1);
    expect(rucCheckDigit('80028061')).toBe(0);
    expect(rucCheckDigit('1000007')).toBe(0);
  });

  it('weights restart at 2 after 11 on long bases', () => {
    // 11 ones: weights 2..11 then 2 again -> sum 65 + 2 = 67, 67 % 11 = 1 -> dv 0.
    expect(rucCheckDigit('11111111111')).toBe(0);
    // 10 ones: weights 2..11 -> 65, 65 % 11 = 10 -> dv 1.
    expect(rucCheckDigit('1111111111')).toBe(1);
  });

  it('replaces letters by their ASCII code before weighing', () => {
    expect(rucCheckDigit('A1')).toBe(rucCheckDigit('651'));
    expect(rucCheckDigit('a1')).toBe(rucCheckDigit('A1'));
    const dv = rucCheckDigit('ABC123');
    expect(isValidRuc(`ABC123-${dv}`)).toBe(true);
  });

  it('formats as base-dv', () => {
    expect(formatRuc('800005198')).toBe('80000519-8');
    expect(formatRuc('foo')).toBe('foo');
  });
});
