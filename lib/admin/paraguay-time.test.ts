import { describe, expect, it } from 'vitest';
import { fromParaguayInput, paraguayDay, paraguayDayBound, toParaguayInput } from './paraguay-time';

describe('banner windows on Paraguay time', () => {
  it('reads a typed time on Paraguay clock (UTC−3) whatever the machine zone', () => {
    expect(fromParaguayInput('2026-12-01T08:00')).toBe('2026-12-01T11:00:00.000Z');
    expect(toParaguayInput('2026-12-01T11:00:00.000Z')).toBe('2026-12-01T08:00');
  });
  it('round-trips and refuses what is not a datetime-local value', () => {
    expect(toParaguayInput(fromParaguayInput('2027-03-15T23:30'))).toBe('2027-03-15T23:30');
    expect(fromParaguayInput('')).toBeNull();
    expect(fromParaguayInput('amanhã')).toBeNull();
    expect(toParaguayInput(null)).toBe('');
  });
});

describe("a date filter as Paraguay's whole day", () => {
  it("runs from 00:00:00 to 23:59:59 on Paraguay's clock", () => {
    expect(paraguayDayBound('2026-11-25', 'start')).toBe('2026-11-25T03:00:00.000Z');
    expect(paraguayDayBound('2026-11-25', 'end')).toBe('2026-11-26T02:59:59.000Z');
    expect(paraguayDayBound('ontem', 'start')).toBeNull();
    expect(paraguayDay('2026-11-26T02:59:59.000Z')).toBe('2026-11-25');
  });
});
