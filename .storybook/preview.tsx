/**
 * The gallery's toolbar and frame (docs/adr/0020-gallery.md). Toolbar: the page variant (brand and country, the
 * contract's product id) and the language (the variant's own by default). Frame: what the shell gives a screen in
 * the app, for the cell shown: the brand's theme (themeToCss, as index.html inlines it) and stylesheet, the header
 * and footer bars, the html lang, the landing's attribution, and an i18n instance over the shipped locale files.
 */
import '#app/shell/shell.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Suspense, useState, type ReactNode } from 'react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { market } from 'virtual:market';
import { AttributionProvider } from '#features/attribution/attribution-context.tsx';
import { bootAttribution } from '#features/attribution/boot.ts';
import { applyPageData } from '#app/page-data.ts';
import { ChromeBar } from '#app/shell/chrome-bar.tsx';
import { copyrightLine } from '#app/shell/copyright.ts';
import { ErrorBoundary } from '#app/shell/error-boundary.tsx';
import { Spinner } from '#app/shell/spinner.tsx';
import { themeToCss } from '#markets/brand-schema.ts';
import { LANGUAGE_TAGS, LOCALES, productIdOf, type Locale } from '#markets/matrix.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { galleryI18n } from './gallery-i18n.ts';
import { VARIANT_KEYS, variantOfKey } from './gallery-market.ts';

// Each brand's layout rules are scoped to its own classes (.layout-<brand>, .main-<brand>): all can load at once.
import.meta.glob('../src/markets/brands/*/styles.css', { eager: true });

/**
 * A fixed clock, so every screen (and its screenshot) is the same on every run: the moment of the contract's examples
 * (contract/examples.ts), whose offers and codes are valid then. Timers still run; only the date stands still.
 */
const NOW = new Date('2026-05-04T10:15:30.000Z');
const FIXED_MS = NOW.getTime();

/**
 * The browser's own Date. The gallery's check installs Playwright's clock, whose `Date` is a stand-in making the
 * browser's Dates: a subclass of the stand-in would make Dates for which `instanceof Date` fails (zod's dates, stored
 * dates). The prototype's constructor is the browser's Date under the clock, and `Date` itself without it.
 */
// Date.prototype.constructor is typed as any Function; it is always a Date constructor (the browser's own).
const BrowserDate = Date.prototype.constructor as DateConstructor;

class GalleryDate extends BrowserDate {
  // Date's overloads, spread through: `new Date()` is the gallery's moment, every other call is the real Date's.
  constructor(...args: [] | ConstructorParameters<typeof Date>) {
    if (args.length === 0) super(FIXED_MS);
    else super(...args);
  }

  static override now(): number {
    return FIXED_MS;
  }
}
// A subclass has Date's statics and instances; TypeScript does not see it as callable without `new`, nor does the app
// call it so.
globalThis.Date = GalleryDate as DateConstructor;

const OWN_LOCALE = 'variant';

/** What index.html and the shell give the page of this cell: its theme, title and favicon. */
function applyBrand(): void {
  applyPageData(document, { ...market.brand, favicon: market.assets.favicon });
  let style = document.getElementById('brand-theme');
  if (!style) {
    style = document.createElement('style');
    style.id = 'brand-theme';
    document.head.append(style);
  }
  style.textContent = themeToCss(market.brand.theme);
}

/** Reloads the preview on another cell: screens read some market values once, when their module loads. */
function reloadWithVariant(key: string): void {
  const url = new URL(window.location.href);
  const others = (url.searchParams.get('globals') ?? '')
    .split(';')
    .filter((pair) => pair !== '' && !pair.startsWith('variant:'));
  url.searchParams.set('globals', [`variant:${key}`, ...others].join(';'));
  window.location.replace(url);
}

/**
 * The shell's page (src/app/shell/shell.tsx) with its header and footer always shown: the shell leaves them out of a
 * framed page, and the gallery's manager shows the preview in a frame.
 */
function Frame({ children }: { children: ReactNode }) {
  const [attribution] = useState(() =>
    bootAttribution({
      url: 'https://apply.example/',
      now: () => NOW,
      storage: memorySafeStorage().storage,
      randomUUID: () => '9d7c2f4e-1b3a-4c5d-8e6f-7a8b9c0d1e2f',
    }),
  );
  return (
    <AttributionProvider value={attribution}>
      <div className={`layout ${market.brand.layoutClassName}`}>
        <ChromeBar as="header" market={market} visibility="shown" />
        <main className={`main ${market.brand.mainClassName}`} id="main">
          <ErrorBoundary logErrors>
            <Suspense fallback={<Spinner />}>{children}</Suspense>
          </ErrorBoundary>
        </main>
        <ChromeBar as="footer" market={market} visibility="shown">
          <p className="copyright">{copyrightLine(market.brand, NOW)}</p>
        </ChromeBar>
      </div>
    </AttributionProvider>
  );
}

const withMarket: Decorator = (Story, context) => {
  const wanted = variantOfKey(context.globals.variant);
  if (productIdOf(wanted) !== productIdOf(market.variant)) {
    reloadWithVariant(productIdOf(wanted));
    return <Spinner />;
  }
  const chosen = LOCALES.find((locale) => locale === context.globals.locale);
  const locale: Locale = chosen ?? market.country.locale;
  applyBrand();
  document.documentElement.lang = LANGUAGE_TAGS[locale];
  return (
    <I18nProvider i18n={galleryI18n(locale)} key={`${locale}/${context.id}`}>
      <Frame>
        <Story />
      </Frame>
    </I18nProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    variant: {
      description: 'Page variant: brand and country',
      toolbar: {
        title: 'Variant',
        icon: 'globe',
        dynamicTitle: true,
        items: VARIANT_KEYS.map((key) => {
          const variant = variantOfKey(key);
          return {
            value: key,
            title: `${variant.country.toUpperCase()} · ${variant.product} (${variant.applicationPage})`,
          };
        }),
      },
    },
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Locale',
        icon: 'transfer',
        dynamicTitle: true,
        items: [
          { value: OWN_LOCALE, title: 'The variant’s own' },
          ...LOCALES.map((locale) => ({ value: locale, title: LANGUAGE_TAGS[locale] })),
        ],
      },
    },
  },
  initialGlobals: { variant: VARIANT_KEYS[0], locale: OWN_LOCALE },
  parameters: { layout: 'fullscreen' },
  decorators: [withMarket],
};

export default preview;
