import { describe, expect, it } from 'vitest';
import { createBody, emptyForm, fieldOfMessage, fromLocalInput, previewPromotion, previewReason, toLocalInput } from './promotion-form';

describe('promotion form', () => {
  it('finds the field an API message is about', () => {
    expect(fieldOfMessage('title.en is required')).toBe('title');
    expect(fieldOfMessage('body/title/en must NOT have fewer than 1 characters')).toBe('title');
    expect(fieldOfMessage("partnerId 'nope' is not a listed exchange")).toBe('partnerId');
    expect(fieldOfMessage('endsAt must be after startsAt')).toBe('endsAt');
    expect(fieldOfMessage("Promotion 'x' was changed by someone else")).toBeUndefined();
  });

  it('sends English always and other languages only when written; dates as instants', () => {
    const f = {
      ...emptyForm(),
      id: ' a-b ',
      title: { en: ' Hi ', es: '', de: 'Hallo', pt: ' ' },
      startsAt: toLocalInput('2026-11-24T10:30:00.000Z'),
    };
    const body = createBody(f, true);
    expect(body).toMatchObject({
      id: 'a-b',
      title: { en: 'Hi', de: 'Hallo' },
      draft: true,
      startsAt: '2026-11-24T10:30:00.000Z',
      endsAt: null,
    });
    expect(Object.keys(body.title)).toEqual(['en', 'de']);
    expect(fromLocalInput('')).toBeNull();
  });

  it('previews with the server’s toPublic: English where a language is missing, the tracked link', () => {
    const f = {
      ...emptyForm(),
      id: 'k',
      partnerId: 'kraken',
      title: { en: 'Hello', es: 'Hola', de: '', pt: '' },
      targetPages: ['/exchanges'],
    };
    expect(previewPromotion(f, 'es')).toMatchObject({ title: 'Hola', ctaUrl: '/go/exchange/kraken' });
    expect(previewPromotion(f, 'de').title).toBe('Hello');
    expect(previewReason(f)).toEqual({ key: 'targetPage', params: { page: '/exchanges' } });
    expect(previewReason(emptyForm())).toEqual({ key: 'priority', params: { priority: 5 } });
  });
});
