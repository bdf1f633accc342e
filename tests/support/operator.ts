/**
 * An operator record for tests of the legal notice: obviously fictional values (no real company, address or
 * person), in the OPERATOR_* variables the server reads.
 */
export const TEST_OPERATOR_ENV = {
  OPERATOR_NAME: 'Beispiel GmbH (test)',
  OPERATOR_LEGAL_FORM: 'GmbH (test)',
  OPERATOR_ADDRESS: 'Teststraße 0, 00000 Testhausen, Testland',
  OPERATOR_REPRESENTATIVE: 'Max Test (test)',
  OPERATOR_EMAIL: 'impressum@beispiel.invalid',
  OPERATOR_PHONE: '+49 000 0000000',
  OPERATOR_REGISTER: 'Amtsgericht Testhausen, HRB 00000 (test)',
  OPERATOR_VAT_ID: 'DE000000000',
  OPERATOR_CONTENT_RESPONSIBLE: 'Erika Test (test), Teststraße 0, 00000 Testhausen',
} as const;
