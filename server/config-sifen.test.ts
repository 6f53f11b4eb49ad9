import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeInvoices, loadConfig } from './config';

/** Issue 27 §1: invoices are on only when SIFEN is wholly configured; production refuses half of it in one line. */
const production = { NODE_ENV: 'production', APP_SECRET: randomBytes(32).toString('hex'), LOCAL_HTTP: 'on' };
const complete = {
  SIFEN_ENV: 'test',
  SIFEN_RUC: '80069563-1',
  SIFEN_BUSINESS_NAME: 'Loja CDE S.A.',
  SIFEN_ACTIVITY_CODE: '47190',
  SIFEN_ACTIVITY_NAME: 'COMERCIO AL POR MENOR',
  SIFEN_ADDRESS: 'Avda. San Blas',
  SIFEN_PHONE: '061500000',
  SIFEN_EMAIL: 'facturas@lojacde.com.py',
  SIFEN_TIMBRADO: '12345678',
  SIFEN_TIMBRADO_START: '2026-01-01',
  SIFEN_CERT_FILE: '/etc/loja/cert.pem',
  SIFEN_KEY_FILE: '/etc/loja/key.pem',
  SIFEN_CSC_ID: '1',
  SIFEN_CSC: 'ABCD0000000000000000000000000000',
};
const load = (vars: Record<string, string>, base: Record<string, string> = production) =>
  loadConfig({ ...base, ...vars } as NodeJS.ProcessEnv, { loadFiles: false });

describe('SIFEN configuration', () => {
  it("a test double's CA (SIFEN_CA_FILE) is taken in the test environment and refused in production", () => {
    expect(load({ ...complete, SIFEN_CA_FILE: '/tmp/double-ca.pem' }).sifen?.caFile).toBe(
      '/tmp/double-ca.pem',
    );
    expect(() => load({ ...complete, SIFEN_ENV: 'prod', SIFEN_CA_FILE: '/tmp/double-ca.pem' })).toThrow(
      /SIFEN_CA_FILE is for a test double only/,
    );
  });

  it('is off when nothing is set, and the start line says so', () => {
    const config = load({});
    expect(config.sifen).toBeNull();
    expect(describeInvoices(config.sifen)).toBe('invoices: off');
  });

  it('a complete configuration turns invoices on, on SET test host, establishment 001-001', () => {
    const config = load(complete);
    expect(config.sifen).toMatchObject({
      env: 'test',
      ruc: '80069563',
      rucDv: 1,
      url: 'https://sifen-test.set.gov.py',
      cscId: '0001',
      department: { code: 11, name: 'ALTO PARANA' },
    });
    expect(describeInvoices(config.sifen)).toBe('invoices: SIFEN test, establishment 001-001');
    expect(
      describeInvoices(
        load({ ...complete, SIFEN_ENV: 'prod', SIFEN_ESTABLISHMENT: '002', SIFEN_POINT: '003' }).sifen,
      ),
    ).toBe('invoices: SIFEN prod, establishment 002-003');
    expect(load({ ...complete, SIFEN_ENV: 'prod' }).sifen?.url).toBe('https://sifen.set.gov.py');
  });

  it('production refuses a partial configuration in one line naming what is missing', () => {
    const { SIFEN_CSC: _csc, SIFEN_TIMBRADO: _t, ...partial } = complete;
    expect(() => load(partial)).toThrow(ConfigError);
    expect(() => load(partial)).toThrow('SIFEN_ENV=test needs SIFEN_TIMBRADO, SIFEN_CSC');
    expect(() => load(partial)).not.toThrow(/\n/);
    const { SIFEN_ENV: _env, ...noEnv } = complete;
    expect(() => load(noEnv)).toThrow('SIFEN_* is set but SIFEN_ENV is not');
  });

  it('refuses a RUC whose check digit is wrong', () => {
    expect(() => load({ ...complete, SIFEN_RUC: '80069563-2' })).toThrow(
      'SIFEN_RUC is not a RUC with its check digit',
    );
  });

  it('outside production a partial configuration starts with invoices off and the reason', () => {
    const config = load({ SIFEN_ENV: 'test', SIFEN_RUC: '80069563-1' }, { NODE_ENV: 'development' });
    expect(config.sifen).toBeNull();
    expect(config.sifenProblem).toMatch(/^SIFEN_ENV=test needs SIFEN_BUSINESS_NAME/);
  });
});
