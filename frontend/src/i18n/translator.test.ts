import { describe, expect, it } from 'vitest';
import { createTranslator, type Loader } from './translator';

const resources = {
  en: {
    common: {
      hello: 'Hello {{name}}',
      empty: '',
      nested: { deep: { leaf: 'Leaf' } },
      item_one: '{{count}} item',
      item_other: '{{count}} items',
      item_zero: 'No items',
      list: ['First {{name}}', 'Second'],
      'flat.key': 'Flat',
    },
    nav: { home: 'Home' },
  },
  pt: { common: { item_one: '{{count}} item', item_other: '{{count}} itens' } },
};
const none: Loader = () => undefined;

describe('createTranslator', () => {
  const i18n = createTranslator({ language: 'en', resources, load: none });
  const t = i18n.getFixedT('en', 'common');

  it('reads nested and flat dotted keys and interpolates options', () => {
    expect(t('nested.deep.leaf')).toBe('Leaf');
    expect(t('flat.key')).toBe('Flat');
    expect(t('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('empty', { defaultValue: 'x' })).toBe('');
  });

  it('keeps a token whose option is not given and empties one given as undefined', () => {
    expect(t('hello')).toBe('Hello {{name}}');
    expect(t('hello', { name: undefined })).toBe('Hello ');
  });

  it('picks the plural form of the language, key_zero for 0', () => {
    expect(t('item', { count: 1 })).toBe('1 item');
    expect(t('item', { count: 3 })).toBe('3 items');
    expect(t('item', { count: 0 })).toBe('No items');
    // Portuguese (Brazil) counts 0 as singular
    expect(i18n.getFixedT('pt', 'common')('item', { count: 0 })).toBe('0 item');
  });

  it('finds other namespaces through ns:key and { ns }', () => {
    expect(t('nav:home')).toBe('Home');
    expect(t('home', { ns: 'nav' })).toBe('Home');
    expect(t('home', { ns: ['common', 'nav'] })).toBe('Home');
  });

  it('answers a missing key with its default value, else the key without its namespace', () => {
    expect(t('nope', { defaultValue: 'Fallback {{name}}', name: 'X' })).toBe('Fallback X');
    expect(t('nope', { defaultValue: '' })).toBe('');
    expect(t('nav:nope')).toBe('nope');
    expect(t('nested')).toBe('nested');
  });

  it('returns objects only when asked, interpolated, and the default value when missing', () => {
    expect(t('list', { returnObjects: true, name: 'A' })).toEqual(['First A', 'Second']);
    expect(t('nested', { returnObjects: true })).toEqual({ deep: { leaf: 'Leaf' } });
    expect(t('missing', { returnObjects: true, defaultValue: [] })).toEqual([]);
  });

  it('gives the same function for the same language and namespace', () => {
    expect(i18n.getFixedT('en', 'common')).toBe(t);
    expect(i18n.getFixedT(null)).toBe(i18n.t);
  });

  it('loads a namespace once, and a failed load stops suspending and shows keys', async () => {
    const asked: string[] = [];
    const lazy = createTranslator({
      language: 'es',
      resources: {},
      load: (lng, ns) => {
        asked.push(`${lng}/${ns}`);
        return ns === 'broken' ? Promise.reject(new Error('offline')) : Promise.resolve({ title: `${ns} (${lng})` });
      },
    });
    const pending = lazy.ready('es', ['blog', 'broken']);
    expect(pending.status).toBe('pending');
    expect(lazy.ready('es', ['blog', 'broken'])).toBe(pending);
    await pending;
    expect(pending.status).toBe('fulfilled');
    expect(lazy.ready('es', ['blog', 'broken'])).toBe(pending);
    expect(lazy.ready('es', ['broken']).status).toBe('fulfilled');
    expect(lazy.getFixedT('es', 'blog')('title')).toBe('blog (es)');
    expect(lazy.getFixedT('es', 'broken')('title')).toBe('title');
    await lazy.loadNamespaces('es', ['blog']);
    expect(asked).toEqual(['es/blog', 'es/broken']);
  });

  it('records the namespaces components used', () => {
    const fresh = createTranslator({ language: 'en', resources, load: none });
    fresh.markUsed(['nav', 'common']);
    fresh.markUsed(['nav']);
    expect(fresh.usedNamespaces()).toEqual(['nav', 'common']);
  });
});
