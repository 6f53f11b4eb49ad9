import { describe, expect, it } from 'vitest';
import { featureLines, sanitizeProductHtml } from './product-html';

describe('sanitizeProductHtml', () => {
  it('keeps formatting and drops script, handlers and styles', () => {
    const out = sanitizeProductHtml(
      '<p onclick="x()" style="color:red">Oud <strong>forte</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(out).toContain('<p>Oud <strong>forte</strong></p>');
    expect(out).not.toMatch(/script|onclick|onerror|style/);
  });
  it('removes javascript: links', () => {
    expect(sanitizeProductHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
  it('is empty for nothing', () => {
    expect(sanitizeProductHtml(null)).toBe('');
  });
});

describe('featureLines', () => {
  it('splits lines and drops blanks', () => {
    expect(featureLines('A\r\n\n B \n')).toEqual(['A', 'B']);
    expect(featureLines(null)).toEqual([]);
  });
});
