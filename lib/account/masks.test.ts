import { patternFormatter } from 'react-number-format';
import { describe, expect, it } from 'vitest';
import { CEP_MASK, CPF_MASK, nationalDigits, PHONE_MASKS } from './masks';

describe('account masks', () => {
  it('formats phones, CPF and CEP as spec §2/§5 show them', () => {
    expect(patternFormatter('11987654321', { format: PHONE_MASKS.BR.format })).toBe('+55 (11) 98765-4321');
    expect(patternFormatter('981123456', { format: PHONE_MASKS.PY.format })).toBe('+595 (981) 123-456');
    expect(patternFormatter('52998224725', { format: CPF_MASK })).toBe('529.982.247-25');
    expect(patternFormatter('01310100', { format: CEP_MASK })).toBe('01310-100');
  });
  it('takes the country code off a stored phone before masking it again', () => {
    expect(nationalDigits('+55 (11) 98765-4321', 'BR')).toBe('11987654321');
    expect(nationalDigits('+595 (981) 123-456', 'PY')).toBe('981123456');
    expect(nationalDigits('(11) 98765-4321', 'BR')).toBe('11987654321');
    expect(nationalDigits(null, 'PY')).toBe('');
  });
});
