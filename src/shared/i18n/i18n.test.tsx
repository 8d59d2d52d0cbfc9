/**
 * The app's translator as the page starts it (startI18n's settings and start) over a fake fetch, with the locale
 * files written by the test: the startup namespaces read together, English only when a key is missing (issue 16),
 * and the screens waiting for their texts or drawn again when English arrives.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nProvider } from './i18n-provider.tsx';
import { useTranslation } from './use-translation.ts';
import { startTranslator } from './i18n.ts';
import { startupTextUrls } from './options.ts';

type Files = Record<string, Record<string, unknown>>;

const MX: Files = {
  common: { shell: { loading: 'Cargando…' } },
  fields: { amount: 'Monto' },
  validation: { required: 'Obligatorio' },
  outcomes: { done: 'Listo' },
};
const EN: Files = {
  common: { shell: { loading: 'Loading…' }, only: { english: 'Only in English' } },
  fields: { amount: 'Amount', term: 'Term' },
};

/** The app's i18n over a fetch that answers from the files of mx and en, recording each call. */
function start({ isDevelopment = false, bundled }: { isDevelopment?: boolean; bundled?: Files } = {}) {
  const calls: { url: string; method: string }[] = [];
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    const path = String(url);
    calls.push({ url: path, method: init?.method ?? 'GET' });
    const match = /\/locales\/(mx|en)\/([\w-]+)\.json$/.exec(path);
    const body = match ? (match[1] === 'mx' ? MX : EN)[match[2] ?? ''] : undefined;
    return Promise.resolve(
      body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('', { status: 404 }),
    );
  }) as unknown as typeof globalThis.fetch; // vi.fn's type is wider than fetch's overloads; the test calls it as fetch
  const instance = startTranslator(
    { locale: 'mx', localePathTemplate: '/locales/{lng}/{ns}.json', basePath: '/', isDevelopment },
    bundled,
    fetch,
  );
  const ready = instance.loadNamespaces('common');
  const english = () => calls.filter((call) => call.url.includes('/en/'));
  return { instance, ready, calls, english };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the startup namespaces', () => {
  it('are asked for together as the translator starts, before any screen needs them: the files a first visit fetched while idle', async () => {
    const { ready, calls } = start({ bundled: { common: MX.common ?? {} } });
    await ready;
    const asked = calls.map((call) => call.url);
    expect(asked.sort()).toEqual(
      startupTextUrls({ locale: 'mx', localePathTemplate: '/locales/{lng}/{ns}.json', basePath: '/' }).sort(),
    );
    expect(asked).toEqual(expect.arrayContaining(['/locales/mx/fields.json', '/locales/mx/validation.json']));
  });

  it('holds back no screen that reads only the texts the page came with, while the form files are on their way', async () => {
    const asked: string[] = [];
    const hanging = vi.fn((url: string | URL | Request) => {
      asked.push(String(url));
      return new Promise<Response>(() => undefined);
    }) as unknown as typeof globalThis.fetch; // vi.fn's type is wider than fetch's overloads; called as fetch
    const instance = startTranslator(
      { locale: 'mx', localePathTemplate: '/locales/{lng}/{ns}.json', basePath: '/', isDevelopment: false },
      { common: MX.common ?? {} },
      hanging,
    );
    expect(instance.hasLoadedNamespace('common')).toBe(true);
    expect(asked.sort()).toEqual(['/locales/mx/fields.json', '/locales/mx/validation.json']);
    function Shell() {
      const { t } = useTranslation('common');
      return <p>{t('shell.loading')}</p>;
    }
    render(
      <I18nProvider i18n={instance}>
        <Shell />
      </I18nProvider>,
    );
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
  });
});

describe('English only when a key is missing', () => {
  it('a complete locale makes no request for English', async () => {
    const { instance, ready, english } = start();
    await ready;
    await instance.loadNamespaces('fields');
    expect(instance.t('shell.loading')).toBe('Cargando…');
    expect(instance.t('amount', { ns: 'fields' })).toBe('Monto');
    await settle();
    expect(english()).toEqual([]);
  });

  it('a missing key reads its namespace in English once, then shows the English text', async () => {
    const { instance, ready, english } = start();
    await ready;
    expect(instance.t('only.english')).toBe('only.english');
    expect(instance.t('only.english')).toBe('only.english'); // a re-render before it arrives asks nothing more
    await vi.waitFor(() => expect(instance.t('only.english')).toBe('Only in English'));
    expect(instance.t('shell.loading')).toBe('Cargando…'); // the applicant's language still comes first
    await settle();
    expect(english()).toEqual([{ url: '/locales/en/common.json', method: 'GET' }]);
  });

  it('does not take a namespace still loading for a missing key', async () => {
    const { instance, ready, english } = start();
    await ready;
    expect(instance.t('done', { ns: 'outcomes' })).toBe('done'); // outcomes, not a startup namespace, not loaded yet
    await settle();
    expect(english()).toEqual([]);
  });

  it('starts with the texts the page came with and asks for none of them', async () => {
    const { instance, ready, calls } = start({
      bundled: { common: { shell: { loading: 'Cargando (HTML)' } } },
    });
    // Synchronous: the first render needs no request and no wait.
    expect(instance.t('shell.loading')).toBe('Cargando (HTML)');
    await ready;
    await settle();
    expect(calls.map((call) => call.url)).not.toContain('/locales/mx/common.json');
    expect(calls.every((call) => call.url.startsWith('/locales/mx/'))).toBe(true);
  });

  it('posts a missing key to the add-missing path once in development, in English', async () => {
    const { instance, ready, calls, english } = start({ isDevelopment: true });
    await ready;
    instance.t('not.anywhere');
    instance.t('not.anywhere');
    await vi.waitFor(() => expect(english().filter((call) => call.method === 'GET')).toHaveLength(1));
    await settle();
    instance.t('not.anywhere');
    await settle();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { url: '/locales/add/en/common', method: 'POST' },
    ]);
  });

  it('posts nothing in production', async () => {
    const { instance, ready, calls } = start();
    await ready;
    instance.t('not.anywhere');
    await settle();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('re-renders a screen with the English text once it arrives', async () => {
    const { instance, ready, english } = start();
    await ready;
    await instance.loadNamespaces('fields'); // a screen that has its texts (the next test waits for them)
    function Screen() {
      const { t } = useTranslation('fields');
      return (
        <p>
          {t('amount')} / {t('term')}
        </p>
      );
    }
    render(
      <I18nProvider i18n={instance}>
        <Screen />
      </I18nProvider>,
    );
    expect(await screen.findByText('Monto / Term')).toBeInTheDocument();
    expect(english()).toEqual([{ url: '/locales/en/fields.json', method: 'GET' }]);
  });

  it('holds a screen until its namespace is read, then draws it with its texts', async () => {
    const { instance, ready } = start();
    await ready;
    function Screen() {
      const { t } = useTranslation('outcomes');
      return <p>{t('done')}</p>;
    }
    render(
      <I18nProvider i18n={instance}>
        <Suspense fallback={<p>waiting</p>}>
          <Screen />
        </Suspense>
      </I18nProvider>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('Listo')).toBeInTheDocument();
  });

  it('draws at once a screen that asks not to wait, and again once its texts are read', async () => {
    const { instance, ready } = start();
    await ready;
    function Screen() {
      const { t, ready: read } = useTranslation('outcomes', { useSuspense: false });
      return <p>{read ? t('done') : 'not yet'}</p>;
    }
    await act(async () => {
      render(
        <I18nProvider i18n={instance}>
          <Screen />
        </I18nProvider>,
      );
    });
    expect(await screen.findByText('Listo')).toBeInTheDocument();
  });
});
