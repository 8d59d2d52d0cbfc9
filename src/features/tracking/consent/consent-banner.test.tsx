import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { Locale } from '#markets/matrix.ts';
import { StorageKey } from '#shared/lib/storage/keys.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { axeViolations } from '#test/axe.ts';
import { createTestI18n } from '#test/i18n.ts';
import { ConsentBanner, ConsentSettingsLink } from './consent-banner.tsx';
import { CONSENT_VERSION, createConsentStore, type ConsentAnswer } from './consent-state.ts';
import { ConsentStoreProvider } from './consent-store-context.tsx';

const T0 = new Date('2026-05-01T10:00:00.000Z');
const KEY = StorageKey.analyticsConsent;

function setup(options: { stored?: ConsentAnswer; locale?: Locale; heading?: boolean } = {}) {
  const { stored, locale = 'en', heading = true } = options;
  const fake = memorySafeStorage({
    local: stored
      ? { [KEY]: JSON.stringify({ status: stored, decidedAt: T0.toISOString(), version: CONSENT_VERSION }) }
      : {},
  });
  const store = createConsentStore({ storage: fake.storage, now: () => T0 });
  // The shell's order: banner above the page, settings link in the footer.
  const page = (
    <I18nProvider i18n={createTestI18n(locale)}>
      <ConsentStoreProvider store={store}>
        <ConsentBanner intlLocale="en-GB" />
        <main>
          {heading && <h1 tabIndex={-1}>Your loan</h1>}
          <button type="button">Next</button>
        </main>
        <footer>
          <ConsentSettingsLink />
        </footer>
      </ConsentStoreProvider>
    </I18nProvider>
  );
  return { ...fake, store, page, user: userEvent.setup() };
}

const banner = () => screen.queryByRole('region', { name: 'Cookies and your privacy' });
const stored = (local: { entries: Map<string, string> }): unknown =>
  JSON.parse(local.entries.get(KEY) ?? 'null');

describe('ConsentBanner', () => {
  it('while pending: a region with a heading, what is used and why, and Accept and Reject as the same button', async () => {
    const { page } = setup();
    const { container } = render(page);
    const region = banner();
    expect(region).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies and your privacy' })).toBeInTheDocument();
    expect(
      screen.getByText(/we use analytics.*advertising partners.*never sell your data/),
    ).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Accept' });
    const reject = screen.getByRole('button', { name: 'Reject' });
    // Equally easy: the same element, the same class, side by side in one row.
    expect(accept.className).toBe(reject.className);
    expect(accept.tagName).toBe(reject.tagName);
    expect(accept.parentElement).toBe(reject.parentElement);
    expect(screen.queryByTestId('consent-current')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is in the first render while pending (no layout shift), and absent once answered', () => {
    expect(renderToStaticMarkup(setup().page)).toContain('consent-banner-title');
    expect(renderToStaticMarkup(setup({ stored: 'granted' }).page)).not.toContain('consent-banner-title');
    render(setup({ stored: 'denied' }).page);
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('sits in the document flow: its styles never fix or stick it over the form', () => {
    const css = readFileSync(resolve(import.meta.dirname, 'consent-banner.css'), 'utf8');
    expect(css).not.toMatch(/position:\s*(fixed|sticky|absolute)/);
  });

  it.each([
    ['Accept', 'granted'],
    ['Reject', 'denied'],
  ] as const)(
    '%s sets and stores the answer, closes, and moves focus to the page heading',
    async (name, status) => {
      const { page, store, local, user } = setup();
      render(page);
      await user.click(screen.getByRole('button', { name }));
      expect(store.getState().status).toBe(status);
      expect(stored(local)).toEqual({ status, decidedAt: T0.toISOString(), version: CONSENT_VERSION });
      expect(banner()).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Your loan' })).toHaveFocus();
    },
  );

  it('with no page heading, focus goes to the main landmark', async () => {
    const { page, user } = setup({ heading: false });
    render(page);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('works from the keyboard alone: Tab reaches Accept, then Reject, then the page', async () => {
    const { page, store, user } = setup();
    render(page);
    const heading = screen.getByRole('heading', { level: 2 });
    const accept = screen.getByRole('button', { name: 'Accept' });
    const reject = screen.getByRole('button', { name: 'Reject' });
    // Reading order: the heading and the text come before the choices.
    expect(heading.compareDocumentPosition(accept) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.tab();
    expect(accept).toHaveFocus();
    await user.tab();
    expect(reject).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(store.getState().status).toBe('denied');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('the settings link reopens it with the current answer and its date; a new answer replaces it', async () => {
    const { page, store, local, user } = setup({ stored: 'granted' });
    render(page);
    expect(banner()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies and your privacy' })).toHaveFocus();
    expect(screen.getByTestId('consent-current')).toHaveTextContent('You accepted on 1 May 2026.');
    expect(store.getState().status).toBe('granted');
    await user.keyboard('{Tab}{Tab}{Enter}');
    expect(store.getState().status).toBe('denied');
    expect(stored(local)).toMatchObject({ status: 'denied' });
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(screen.getByTestId('consent-current')).toHaveTextContent('You rejected on 1 May 2026.');
  });

  it.each<[Locale, string, string, string]>([
    ['es', 'Aceptar', 'Rechazar', 'Configuración de cookies'],
    ['mx', 'Aceptar', 'Rechazar', 'Preferencias de cookies'],
    ['de', 'Akzeptieren', 'Ablehnen', 'Cookie-Einstellungen'],
    ['pl', 'Akceptuję', 'Odrzucam', 'Ustawienia plików cookie'],
  ])('in the market language (%s)', (locale, accept, reject, settings) => {
    render(setup({ locale }).page);
    expect(screen.getByRole('button', { name: accept })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reject })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: settings })).toBeInTheDocument();
  });
});

describe('ConsentStoreProvider', () => {
  it('the banner needs the store above it', () => {
    const Wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider i18n={createTestI18n('en')}>{children}</I18nProvider>
    );
    // React reports the thrown render error on the console; that is the behaviour under test.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ConsentBanner intlLocale="en-GB" />, { wrapper: Wrapper })).toThrow(
      'useConsentStore needs a ConsentStoreProvider above it',
    );
    quiet.mockRestore();
  });
});
