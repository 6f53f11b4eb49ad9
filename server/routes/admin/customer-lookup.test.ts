import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testClock } from '../../test/account-fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { unpaidOrder } from '../../test/invoice-fixtures';
import { staffMember } from '../../test/staff-fixtures';

const clock = testClock(new Date('2026-11-27T12:00:00Z'));
let api: TestApi;
let clerk: string;
let customerId: number;

beforeAll(async () => {
  api = await startTestApi(5, { deps: { now: clock.now } });
  clerk = (await staffMember(api, clock, 'balcao@loja.test', 'clerk')).token;
  // Phone "+595 981 000000", document 1234567.
  customerId = (await unpaidOrder(api, 'cedula', { email: 'Maria.Benitez@example.com' })).customerId;
});
afterAll(() => api?.close());

const lookup = (q: string, token = clerk) =>
  api.app.inject({
    method: 'GET',
    url: `/admin/customers/lookup?q=${encodeURIComponent(q)}`,
    headers: bearer(token),
  });
const ids = async (q: string) => ((await lookup(q)).json().data as { id: number }[]).map((c) => c.id);

describe('GET /admin/customers/lookup (issue 28: the customer of a draft order)', () => {
  it('finds a customer by e-mail (any case), by document, or by phone however it is dictated', async () => {
    expect(await ids('maria.benitez@EXAMPLE.com')).toEqual([customerId]);
    expect(await ids('1234567')).toContain(customerId);
    expect(await ids('0981 000 000')).toContain(customerId);
    expect(await ids('+595981000000')).toContain(customerId);
    expect(await ids('nobody@nowhere.test')).toEqual([]);
  });

  it('asks for at least 3 characters and a staff session', async () => {
    expect((await lookup('ab')).statusCode).toBe(422);
    expect((await api.app.inject({ method: 'GET', url: '/admin/customers/lookup?q=maria' })).statusCode).toBe(
      401,
    );
  });
});
