import { describe, expect, it } from 'vitest';
import { keyStep, swipeDirection, wrapIndex } from './gallery';

describe('wrapIndex', () => {
  it('wraps both ends', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(-11, 5)).toBe(4);
  });
  it('stays at 0 for a single image or none', () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('swipeDirection (50 px threshold)', () => {
  it('needs 50 px of horizontal travel', () => {
    expect(swipeDirection(-49, 0)).toBeNull();
    expect(swipeDirection(-50, 0)).toBe('next');
    expect(swipeDirection(80, 10)).toBe('prev');
  });
  it('ignores mostly vertical gestures', () => {
    expect(swipeDirection(-60, 90)).toBeNull();
  });
});

describe('keyStep', () => {
  it('maps arrows only', () => {
    expect(keyStep('ArrowRight')).toBe(1);
    expect(keyStep('ArrowLeft')).toBe(-1);
    expect(keyStep('Enter')).toBe(0);
  });
});
