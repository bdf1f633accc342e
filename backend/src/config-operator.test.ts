import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, OPERATOR_REQUIRED_VARIABLES } from './config.js';

/** Obviously fictional values: no real company is named in a test. */
const REQUIRED = {
  OPERATOR_NAME: 'Beispiel GmbH (test)',
  OPERATOR_LEGAL_FORM: 'GmbH (test)',
  OPERATOR_ADDRESS: 'Teststraße 0,  00000 Testhausen , Testland',
  OPERATOR_EMAIL: 'impressum@beispiel.invalid',
  OPERATOR_CONTENT_RESPONSIBLE: 'Erika Test (test), Teststraße 0, 00000 Testhausen',
};

describe('the operator of the legal notice', () => {
  it('is unset by default: no company appears that nobody configured', () => {
    expect(loadConfig({}).operator).toBeUndefined();
    // empty values (a compose file passing on an unset variable) are unset too
    expect(loadConfig(Object.fromEntries(OPERATOR_REQUIRED_VARIABLES.map((name) => [name, '']))).operator).toBeUndefined();
  });

  it('is read from its variables, the address split into lines, optional fields absent when unset', () => {
    const operator = loadConfig(REQUIRED).operator;
    expect(operator).toEqual({
      name: 'Beispiel GmbH (test)',
      legalForm: 'GmbH (test)',
      address: ['Teststraße 0', '00000 Testhausen', 'Testland'],
      email: 'impressum@beispiel.invalid',
      contentResponsible: 'Erika Test (test), Teststraße 0, 00000 Testhausen',
    });
    expect(Object.isFrozen(operator)).toBe(true);
    expect(
      loadConfig({
        ...REQUIRED,
        OPERATOR_REPRESENTATIVE: 'Max Test (test)',
        OPERATOR_PHONE: '+49 000 0000000',
        OPERATOR_REGISTER: 'Amtsgericht Testhausen, HRB 00000 (test)',
        OPERATOR_VAT_ID: 'DE000000000',
      }).operator,
    ).toMatchObject({
      representative: 'Max Test (test)',
      phone: '+49 000 0000000',
      register: 'Amtsgericht Testhausen, HRB 00000 (test)',
      vatId: 'DE000000000',
    });
  });

  it('is all or nothing: a partial record stops start-up, naming what is missing', () => {
    let err: unknown;
    try {
      loadConfig({ OPERATOR_NAME: 'Beispiel GmbH (test)', OPERATOR_PHONE: '+49 000 0000000' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toBe(
      'Invalid configuration:\n' +
        '  - OPERATOR_NAME, OPERATOR_PHONE set, but the legal notice also needs OPERATOR_LEGAL_FORM, OPERATOR_ADDRESS, ' +
        'OPERATOR_EMAIL, OPERATOR_CONTENT_RESPONSIBLE (set them, or none of OPERATOR_*)',
    );
  });

  it('refuses an email, phone or VAT id that is not one', () => {
    expect(() => loadConfig({ ...REQUIRED, OPERATOR_EMAIL: 'not an address' })).toThrow(/OPERATOR_EMAIL must match pattern/);
    expect(() => loadConfig({ ...REQUIRED, OPERATOR_PHONE: 'call us' })).toThrow(/OPERATOR_PHONE must match pattern/);
    expect(() => loadConfig({ ...REQUIRED, OPERATOR_VAT_ID: '123' })).toThrow(/OPERATOR_VAT_ID must match pattern/);
  });
});
