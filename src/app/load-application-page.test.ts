import * as classicPage from './application/classic-application-page.tsx';
import * as dynamicPage from './application/dynamic-application-page.tsx';
import {
  LOAD_FAILED,
  loadApplicationPage,
  PAGE_NOT_FOUND,
  STYLES_NOT_FOUND,
  type PageModule,
} from './load-application-page.ts';

const Page = () => null;
const page: PageModule = { default: Page, preloadScreenAt: () => Promise.resolve() };
const sources = (overrides: Partial<Parameters<typeof loadApplicationPage>[0]> = {}) => ({
  pages: {
    './application/classic-application-page.tsx': () => Promise.resolve(page),
    './application/dynamic-application-page.tsx': () => Promise.resolve(page),
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
    "the %s page fetches the review's code and texts for a visit drawn afresh on it, and nothing elsewhere",
    async (_, module) => {
      const loadTexts = vi.fn(() => Promise.resolve());
      await module.preloadScreenAt('/check-your-answers', loadTexts);
      expect(loadTexts).toHaveBeenCalledWith(['review', 'fields', 'after-offer-offers']);
      loadTexts.mockClear();
      await module.preloadScreenAt('/personal-details', loadTexts);
      expect(loadTexts).not.toHaveBeenCalled();
    },
  );

  it('uses the exact messages of spec section 8', () => {
    expect([PAGE_NOT_FOUND, STYLES_NOT_FOUND, LOAD_FAILED]).toEqual([
      'ApplicationPage not found',
      'Product styles not found',
      'Failed to load ApplicationPage and product styles',
    ]);
  });
});
