import { render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { market } from '#markets/market.ts';
import { createTestI18n } from '#test/i18n.ts';
import { App } from './app.tsx';
import { createQueryClient, QUERY_GC_TIME_MS } from '#shared/lib/query-client.ts';
import { bootAttribution } from '#features/attribution/boot.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { GENERIC_ERROR_TEXT } from './shell/error-boundary.tsx';
import type { Locale } from '#markets/matrix.ts';

function renderApp(
  options: { path?: string; page?: ComponentType; locale?: Locale; isDevelopment?: boolean } = {},
) {
  window.history.pushState({}, '', `/application-frontend${options.path ?? '/'}`);
  const Page = options.page ?? (() => <h1>Application page</h1>);
  return render(
    <App
      market={market}
      attribution={bootAttribution({
        url: window.location.href,
        now: () => new Date(),
        storage: browserSafeStorage(),
        randomUUID: () => crypto.randomUUID(),
      })}
      ApplicationPage={Page}
      i18n={createTestI18n(options.locale ?? 'en')}
      basename="/application-frontend"
      isDevelopment={options.isDevelopment ?? false}
    />,
  );
}

describe('the shell', () => {
  it('shows the header and footer with the brand logo linking to the site root and the copyright line', async () => {
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Application page' })).toBeInTheDocument();
    const header = screen.getByTestId('site-header');
    const footer = screen.getByTestId('site-footer');
    expect(header).toBeVisible();
    expect(screen.getByTestId('header-logo')).toHaveAccessibleName(`${market.brand.name} home page`);
    expect(screen.getByTestId('header-logo').closest('a')).toHaveAttribute('href', market.brand.siteUrl);
    expect(screen.getByTestId('footer-logo').closest('a')).toHaveAttribute('href', market.brand.siteUrl);
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${market.brand.footerText}`);
    expect(document.querySelector('main')).toHaveClass(market.brand.mainClassName);
    expect(document.querySelector('.layout')).toHaveClass(market.brand.layoutClassName);
  });

  it('fades the header and footer out of sight and out of the accessibility tree on continue paths', async () => {
    renderApp({ path: '/continue/5f1c' });
    await screen.findByRole('heading', { name: 'Application page' });
    for (const chrome of [screen.getByTestId('site-header'), screen.getByTestId('site-footer')]) {
      expect(chrome).toHaveClass('shell-chrome--faded');
      expect(chrome).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('fades them when UI colours are stored', async () => {
    window.sessionStorage.setItem('uiColors', JSON.stringify({ primary: '#000000' }));
    renderApp();
    await screen.findByRole('heading', { name: 'Application page' });
    expect(screen.getByTestId('site-header')).toHaveClass('shell-chrome--faded');
  });

  it('applies the page data to the document', async () => {
    document.title = 'placeholder';
    renderApp();
    await screen.findByRole('heading', { name: 'Application page' });
    expect(document.title).toBe(market.brand.pageTitle);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      market.brand.metaDescription,
    );
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      market.brand.metaKeywords,
    );
    expect(document.querySelector('link[rel="icon"]')).toHaveAttribute('href', market.assets.favicon);
  });

  it('shows the 80 px spinner while the page loads, neutral on continue paths', async () => {
    const Never = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));
    const { unmount } = renderApp({ page: Never });
    const spinner = await screen.findByRole('status', { name: 'Loading…' });
    expect(spinner).toHaveClass('spinner');
    expect(spinner).not.toHaveClass('spinner--neutral');
    unmount();
    renderApp({ page: Never, path: '/continue/1' });
    expect(await screen.findByRole('status')).toHaveClass('spinner--neutral');
  });

  it.each([
    { locale: 'en' as const, text: GENERIC_ERROR_TEXT, logs: true },
    { locale: 'mx' as const, text: 'Algo salió mal. Por favor, inténtalo de nuevo más tarde.', logs: false },
  ])(
    'shows "$text" on a render error ($locale) and logs it only in development',
    async ({ locale, text, logs }) => {
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const Broken = () => {
        throw new Error('render failed');
      };
      renderApp({ page: Broken, locale, isDevelopment: logs });
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      const loggedByBoundary = consoleError.mock.calls.some((call) => call[0] === 'render failed');
      expect(loggedByBoundary).toBe(logs);
    },
  );

  it('keeps unused query data for 60 seconds (the client the application page provides)', () => {
    expect(QUERY_GC_TIME_MS).toBe(60_000);
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(60_000);
  });
});
