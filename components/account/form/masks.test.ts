import { patternFormatter } from 'react-number-format';
import { describe, expect, it } from 'vitest';
import {
  CEP_PATTERN,
  CPF_PATTERN,
  formatCedulaInput,
  formatRucInput,
  isMaskComplete,
  nationalDigits,
  PHONE_PATTERNS,
  phoneCountryOf,
} from './masks';

describe('signup masks', () => {
  it('puts the RUC check digit after a dash whatever the base length', () => {
    expect(formatRucInput('800005198')).toBe('80000519-8');
    expect(formatRucInput('10000070')).toBe('1000007-0');
    expect(formatRucInput('8')).toBe('8');
    expect(formatRucInput('80.000.519-8xx')).toBe('80000519-8');
    expect(formatRucInput('8000051981234')).toBe('80000519-8');
  });

  it('groups a cédula number with dots and caps it at 8 digits', () => {
    expect(formatCedulaInput('1234567')).toBe('1.234.567');
    expect(formatCedulaInput('123456789')).toBe('12.345.678');
    expect(formatCedulaInput('123')).toBe('123');
  });

  it('tells a finished mask from one with missing digits', () => {
    expect(isMaskComplete('+55 (11) 98765-4321')).toBe(true);
    expect(isMaskComplete('+55 (11) 9876_-____')).toBe(false);
    expect(isMaskComplete('')).toBe(false);
  });

  it('reads the phone country back from the prefix (+595 before +55)', () => {
    expect(phoneCountryOf('+595 (981) 234-567', 'BR')).toBe('PY');
    expect(phoneCountryOf('+55 (11) 98765-4321', 'PY')).toBe('BR');
    expect(phoneCountryOf('+54 9 11 1234-5678', 'BR')).toBe('AR');
    expect(phoneCountryOf('', 'PY')).toBe('PY');
  });
});

describe('the account modals use the same masks', () => {
  it('formats phones, CPF and CEP as spec §2/§5 show them', () => {
    expect(patternFormatter('11987654321', { format: PHONE_PATTERNS.BR })).toBe('+55 (11) 98765-4321');
    expect(patternFormatter('981123456', { format: PHONE_PATTERNS.PY })).toBe('+595 (981) 123-456');
    expect(patternFormatter('52998224725', { format: CPF_PATTERN })).toBe('529.982.247-25');
    expect(patternFormatter('01310100', { format: CEP_PATTERN })).toBe('01310-100');
  });
  it('takes the country code off a stored phone before masking it again', () => {
    expect(nationalDigits('+55 (11) 98765-4321', 'BR')).toBe('11987654321');
    expect(nationalDigits('+595 (981) 123-456', 'PY')).toBe('981123456');
    expect(nationalDigits('(11) 98765-4321', 'BR')).toBe('11987654321');
    expect(nationalDigits(null, 'PY')).toBe('');
  });
});
