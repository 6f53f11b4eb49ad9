import { describe, expect, it } from 'vitest';
import { formatSellerPhone, sellerWhatsappUrl, whatsappDigits } from './phone';

describe('formatSellerPhone (spec §2)', () => {
  it('formats 12-digit numbers', () => {
    expect(formatSellerPhone('595983123456')).toBe('+595 (983) 123-456');
    expect(formatSellerPhone('+595 983 123 456')).toBe('+595 (983) 123-456');
  });
  it('prepends 595 when missing', () => {
    expect(formatSellerPhone('983123456')).toBe('+595 (983) 123-456');
  });
  it('returns the raw value otherwise', () => {
    expect(formatSellerPhone('0983 123')).toBe('0983 123');
    expect(formatSellerPhone('5959831234567')).toBe('5959831234567');
    expect(formatSellerPhone('')).toBe('');
  });
  it('builds wa.me digits', () => {
    expect(whatsappDigits('0983-123-456')).toBe('5950983123456');
    expect(whatsappDigits('+595 983 123456')).toBe('595983123456');
  });
  it('keeps numbers written with another country code', () => {
    expect(whatsappDigits('+55 (45) 99876-5432')).toBe('5545998765432');
    expect(formatSellerPhone('+55 (45) 99876-5432')).toBe('+55 (45) 99876-5432');
  });
  it('builds the wa.me link with an optional greeting', () => {
    expect(sellerWhatsappUrl('983456789')).toBe('https://wa.me/595983456789');
    expect(sellerWhatsappUrl('595981234567', 'Olá, Ana!')).toBe(
      'https://wa.me/595981234567?text=Ol%C3%A1%2C%20Ana!',
    );
  });
});
