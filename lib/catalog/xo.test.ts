import { describe, expect, it } from 'vitest';
import { stripXoCategories, stripXoPrefix } from './xo';

describe('stripXoPrefix', () => {
  it('strips "XO " and "XO*"', () => {
    expect(stripXoPrefix('XO Fones')).toBe('Fones');
    expect(stripXoPrefix('XO*Carregadores')).toBe('Carregadores');
    expect(stripXoPrefix('XO* Cabos')).toBe('Cabos');
  });
  it('leaves other names alone', () => {
    expect(stripXoPrefix('Xiaomi')).toBe('Xiaomi');
    expect(stripXoPrefix('XOXO')).toBe('XOXO');
    expect(stripXoPrefix('Perfumes XO')).toBe('Perfumes XO');
  });
  it('never returns an empty name', () => {
    expect(stripXoPrefix('XO ')).toBe('XO ');
  });
  it('strips categories and their departments', () => {
    const [c] = stripXoCategories([
      {
        id: 1,
        name: 'XO Áudio',
        slug: 'xo-audio',
        departments: [{ id: 2, name: 'XO*Fones', slug: 'xo-fones' }],
      },
    ]);
    expect(c.name).toBe('Áudio');
    expect(c.departments[0].name).toBe('Fones');
    expect(c.slug).toBe('xo-audio');
  });
});
