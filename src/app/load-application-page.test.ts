import * as classicPage from './application/classic-application-page.tsx';
import * as dynamicPage from './application/dynamic-application-page.tsx';
import { screenTextsAt } from './application/review/review-path.ts';
import {
  LOAD_FAILED,
  loadApplicationPage,
  PAGE_NOT_FOUND,
  STYLES_NOT_FOUND,
  type PageModule,
} from './load-application-page.ts';

const Page = () => null;
const fakePage: PageModule = { default: Page, preloadScreenAt: () => Promise.resolve() };
const sources = (overrides: Partial<Parameters<typeof loadApplicationPage>[0]> = {}) => ({
  pages: {
    './application/classic-application-page.tsx': () => Promise.resolve(fakePage),
    './application/dynamic-application-page.tsx': () => Promise.resolve(fakePage),
  },
  styles: { '../markets/brands/prestaluz/styles.css': () => Promise.resolve({}) },
  ...overrides,
});

describe('loadApplicationPage', () => {
  it('loads the page of the variant and the brand stylesheet together', async () => {
    const loadStyles = vi.fn(() => Promise.resolve({}));
    const module = await loadApplicationPage(
      sources({ styles: { '../markets/brands/prestaluz/styles.css': loadStyles } }),
      { page: 'dynamic', product: 'prestaluz' },
    );
    expect(module.default).toBe(Page);
    expect(loadStyles).toHaveBeenCalledOnce();
  });

  it.each([
    { name: 'no page of that kind', input: sources({ pages: {} }), message: PAGE_NOT_FOUND },
    { name: 'no stylesheet for the brand', input: sources({ styles: {} }), message: STYLES_NOT_FOUND },
    {
      name: 'a chunk that fails to load',
      input: sources({
        styles: { '../markets/brands/prestaluz/styles.css': () => Promise.reject(new Error('net')) },
      }),
      message: LOAD_FAILED,
    },
  ])('logs and throws "$message" for $name', async ({ input, message }) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadApplicationPage(input, { page: 'classic', product: 'prestaluz' })).rejects.toThrow(
      message,
    );
    expect(consoleError).toHaveBeenCalledWith(message, expect.any(String));
  });

  // The build hands the page modules over untyped (virtual:application-page): each is checked as a PageModule here.
  it.each<[string, PageModule]>([
    ['classic', classicPage],
    ['dynamic', dynamicPage],
  ])(
    "the %s page fetches the review's code for a visit drawn afresh on it, and nothing elsewhere",
    async (_, page) => {
      for (const path of ['/check-your-answers', '/check-your-answers/'])
        expect(await page.preloadScreenAt(path)).toEqual({ default: expect.any(Function) });
      for (const path of ['/', '/personal-details', '/check-your-answers-extra'])
        expect(await page.preloadScreenAt(path)).toBeUndefined();
    },
  );

  it("asks for the review's texts beside the startup's on the review only", () => {
    expect(screenTextsAt('/check-your-answers/')).toEqual(['review', 'fields', 'after-offer-offers']);
    expect(screenTextsAt('/')).toEqual([]);
    expect(screenTextsAt('/personal-details')).toEqual([]);
  });

  it('uses the exact messages of spec section 8', () => {
    expect([PAGE_NOT_FOUND, STYLES_NOT_FOUND, LOAD_FAILED]).toEqual([
      'ApplicationPage not found',
      'Product styles not found',
      'Failed to load ApplicationPage and product styles',
    ]);
  });
});
