import { describe, expect, it } from 'vitest';
import { stockBadge } from './badges';

describe('stockBadge', () => {
  it('marks products without any stock as out of stock', () => {
    expect(stockBadge({ tem_estoque: false, tem_estoque_fisico: false, tem_medida: true })).toBe(
      'outOfStock',
    );
  });
  it('marks shop-floor-only or unit-less products as only in store', () => {
    expect(stockBadge({ tem_estoque: false, tem_estoque_fisico: true, tem_medida: true })).toBe(
      'onlyInStore',
    );
    expect(stockBadge({ tem_estoque: true, tem_estoque_fisico: true, tem_medida: false })).toBe(
      'onlyInStore',
    );
  });
  it('shows no badge for sellable products', () => {
    expect(stockBadge({ tem_estoque: true, tem_estoque_fisico: false, tem_medida: true })).toBeNull();
  });
});
