// @vitest-environment jsdom
import { act, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComplete } from '../render-complete';
import { createI18n, createI18nNow, usedNamespaces, type Loader } from './create-i18n';
import { I18nextProvider, useTranslation } from './react';

// React's act() warns (console.error) unless the environment says it is a test one
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
    footer: { note: 'Footer' },
  },
  pt: { common: { item_one: '{{count}} item', item_other: '{{count}} itens' } },
};

describe('the site’s i18next options', () => {
  const i18n = createI18nNow('en', resources);
  const t = i18n.getFixedT('en', 'common');

  it('reads nested and flat dotted keys and interpolates options', () => {
    expect(t('nested.deep.leaf')).toBe('Leaf');
    expect(t('flat.key')).toBe('Flat');
    expect(t('hello', { name: 'Ana' })).toBe('Hello Ana');
    // an empty message is shown empty, not replaced by the default
    expect(t('empty', { defaultValue: 'x' })).toBe('');
  });

  it('keeps a token whose option is not given and empties one given as undefined', () => {
    expect(t('hello')).toBe('Hello {{name}}');
    expect(t('hello', { name: undefined })).toBe('Hello ');
    // React escapes what it renders: interpolation does not
    expect(t('hello', { name: '<b>&' })).toBe('Hello <b>&');
  });

  it('picks the plural form of the language, key_zero for 0', () => {
    expect(t('item', { count: 1 })).toBe('1 item');
    expect(t('item', { count: 3 })).toBe('3 items');
    expect(t('item', { count: 0 })).toBe('No items');
    // Portuguese (Brazil) counts 0 as singular
    expect(createI18nNow('pt', resources).getFixedT('pt', 'common')('item', { count: 0 })).toBe('0 item');
  });

  it('finds other namespaces through ns:key and { ns }', () => {
    expect(t('nav:home')).toBe('Home');
    expect(t('home', { ns: 'nav' })).toBe('Home');
    expect(t('home', { ns: ['common', 'nav'] })).toBe('Home');
  });

  it('answers a missing key with its default value, else the key without its namespace; an object, with its key', () => {
    expect(t('nope', { defaultValue: 'Fallback {{name}}', name: 'X' })).toBe('Fallback X');
    expect(t('nope', { defaultValue: '' })).toBe('');
    expect(t('nav:nope')).toBe('nope');
    expect(t('nested')).toBe('nested');
    // no other language stands in for a missing text
    expect(createI18nNow('pt', resources).getFixedT('pt', 'nav')('home')).toBe('home');
  });

  it('answers a repeated call as the first, telling options apart by value and type', () => {
    for (let i = 0; i < 2; i++) {
      expect(t('hello', { name: 'Ana' })).toBe('Hello Ana');
      expect(t('hello', { name: 'Bea' })).toBe('Hello Bea');
      expect(t('hello', { name: undefined })).toBe('Hello ');
      expect(t('hello', { name: 'undefined' })).toBe('Hello undefined');
      expect(t('hello')).toBe('Hello {{name}}');
      expect(t('item', { count: 0 })).toBe('No items');
      expect(t('item', { count: '0' as never })).toBe('item');
      expect(t('nope', 'Default')).toBe('Default');
      expect(t(['nope', 'hello'], { name: 'Ana' })).toBe('Hello Ana');
      expect(t('hello', { name: { toString: () => 'Obj' } })).toBe('Hello Obj');
    }
  });

  it('returns objects only when asked, interpolated, and the default value when missing', () => {
    expect(t('list', { returnObjects: true, name: 'A' })).toEqual(['First A', 'Second']);
    expect(t('nested', { returnObjects: true })).toEqual({ deep: { leaf: 'Leaf' } });
    expect(t('missing', { returnObjects: true, defaultValue: [] })).toEqual([]);
  });
});

describe('loading namespaces in the browser', () => {
  const loader = (failing: string[] = []) => {
    const asked: string[] = [];
    const load: Loader = (lng, ns) => {
      asked.push(`${lng}/${ns}`);
      return failing.includes(ns) ? Promise.reject(new Error('offline')) : Promise.resolve({ title: `${ns} (${lng})` });
    };
    return { asked, load };
  };

  it('loads the base namespaces the page did not embed before handing the instance out, and no other', async () => {
    const { asked, load } = loader();
    const i18n = await createI18n('es', { es: { common: { a: 'A' } } }, load);
    expect(asked.sort()).toEqual(['es/footer', 'es/nav']);
    expect(i18n.getFixedT('es', 'nav')('title')).toBe('nav (es)');
    expect(i18n.getFixedT('es', 'common')('a')).toBe('A');
  });

  it('loads a namespace once; a failed load is not retried and shows keys', async () => {
    const { asked, load } = loader(['broken']);
    const i18n = await createI18n('es', { es: { common: {}, nav: {}, footer: {} } }, load);
    expect(i18n.hasLoadedNamespace('blog')).toBe(false);
    // a text asked for before its namespace arrived is looked up again once it has
    expect(i18n.getFixedT('es', 'blog')('title')).toBe('title');
    expect(i18n.getFixedT('es', 'common')('blog:title', { count: 1 })).toBe('title');
    await Promise.all([i18n.loadNamespaces(['blog', 'broken']), i18n.loadNamespaces(['blog'])]);
    await i18n.loadNamespaces(['blog', 'broken']);
    expect(asked).toEqual(['es/blog', 'es/broken']);
    expect(i18n.getFixedT('es', 'blog')('title')).toBe('blog (es)');
    expect(i18n.getFixedT('es', 'common')('blog:title', { count: 1 })).toBe('blog (es)');
    // nothing waits on it again
    expect(i18n.hasLoadedNamespace('broken')).toBe(true);
    expect(i18n.getFixedT('es', 'broken')('title')).toBe('title');
  });
});

describe('with React', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  function Page({ ns }: { ns: string }) {
    const { t } = useTranslation([ns, 'common']);
    return (
      <p>
        {t('title')} · {t('common:hello', { name: 'Ana' })}
      </p>
    );
  }
  const tree = (i18n: ReturnType<typeof createI18nNow>, ns: string) => (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>
        <Page ns={ns} />
      </Suspense>
    </I18nextProvider>
  );

  it('records the namespaces the server render used, and the browser hydrates on them without a mismatch or a fetch', async () => {
    const all = {
      en: { common: { hello: 'Hello {{name}}' }, nav: {}, footer: {}, blog: { title: 'Blog' }, admin: { title: 'Admin' } },
    };
    const server = createI18nNow('en', all);
    const html = await renderComplete(tree(server, 'blog'), 5_000);
    expect(html.replace(/<!--.*?-->/g, '')).toBe('<p>Blog · Hello Ana</p>');
    expect(usedNamespaces(server)).toEqual(['blog', 'common']);

    // the browser starts from exactly the namespaces the render used (as the page embeds them)
    const embedded = Object.fromEntries(usedNamespaces(server).map((ns) => [ns, all.en[ns as keyof typeof all.en]]));
    const asked: string[] = [];
    const load: Loader = (lng, ns) => {
      asked.push(`${lng}/${ns}`);
      return Promise.resolve({});
    };
    const browser = await createI18n('en', { en: embedded }, load);
    expect(asked.sort()).toEqual(['en/footer', 'en/nav']);
    const errors = vi.spyOn(console, 'error');
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const serverParagraph = root.querySelector('p');
    await act(async () => {
      hydrateRoot(root, tree(browser, 'blog'), { onRecoverableError: (e) => console.error(e) });
    });
    // (React's development build notes that its server and client renderers shared a context in this one
    // process: a test's artefact, not the page's)
    const sameProcess = /multiple renderers concurrently rendering the same context provider/;
    expect(errors.mock.calls.filter((c) => !sameProcess.test(String(c[0])))).toEqual([]);
    // the server's markup was kept (a mismatch makes React render the client's anew)
    expect(root.querySelector('p')).toBe(serverParagraph);
    expect(root.textContent).toBe('Blog · Hello Ana');
    expect(asked.sort()).toEqual(['en/footer', 'en/nav']);
  });

  it('a namespace not at hand suspends the component until it is loaded: its fallback, never its keys', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    const load: Loader = async (_lng, ns) => {
      if (ns === 'blog') await arrived;
      return ns === 'blog' ? { title: 'Blog' } : {};
    };
    const i18n = await createI18n('en', { en: { common: { hello: 'Hello {{name}}' } } }, load);
    const root = document.createElement('div');
    document.body.append(root);
    // (an awaited act would wait for the suspended component, that is for the load)
    act(() => createRoot(root).render(tree(i18n, 'blog')));
    expect(root.textContent).toBe('loading');
    await act(async () => {
      release();
      await arrived;
    });
    expect(root.textContent).toBe('Blog · Hello Ana');
  });
});
