import { describe, expect, it } from 'vitest';
import { describeContactErrors, validateContactMessage } from '@coinatlas/domain/validation/contact-message';

const ok = { name: 'Ada', email: 'ada@Example.com', subject: 'Hi', message: 'Ten chars!' };

describe('validateContactMessage', () => {
  it('accepts the limits and trims', () => {
    expect(validateContactMessage({ ...ok, name: ' Ada ' })).toEqual({
      ok: true,
      value: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Ten chars!' },
    });
    expect(validateContactMessage({ ...ok, name: 'n'.repeat(100), subject: 's'.repeat(150), message: 'm'.repeat(5000) }).ok).toBe(true);
  });

  it('reports each field with its own code', () => {
    const r = validateContactMessage({ name: 'n'.repeat(101), email: 'x', subject: '  ', message: 'short' });
    expect(r).toEqual({ ok: false, errors: { name: 'tooLong', email: 'invalid', subject: 'required', message: 'tooShort' } });
    expect(validateContactMessage({ ...ok, message: 'm'.repeat(5001) })).toEqual({ ok: false, errors: { message: 'tooLong' } });
    expect(validateContactMessage({ ...ok, email: ' ' })).toEqual({ ok: false, errors: { email: 'required' } });
  });

  it('allows line breaks in the message only', () => {
    expect(validateContactMessage({ ...ok, message: 'Line one\r\nline two\tend' }).ok).toBe(true);
    expect(validateContactMessage({ ...ok, subject: 'a\nb' })).toEqual({ ok: false, errors: { subject: 'invalid' } });
    expect(validateContactMessage({ ...ok, message: 'abcdefghij\u0000' })).toEqual({ ok: false, errors: { message: 'invalid' } });
    // the stored-text rule: no lone surrogate anywhere, no bidirectional control in the name
    expect(validateContactMessage({ ...ok, name: 'Ada\u202e', subject: 'Hi \ud800', message: 'abcdefghij \udc00' })).toEqual({
      ok: false,
      errors: { name: 'invalid', subject: 'invalid', message: 'invalid' },
    });
  });

  it('describes errors in form order, one sentence each', () => {
    expect(describeContactErrors({ message: 'tooLong', name: 'required' })).toBe(
      'Please enter your name. Your message can be at most 5,000 characters.',
    );
  });
});
