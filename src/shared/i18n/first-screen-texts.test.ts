// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firstScreenTextsBlock, readFirstScreenTexts } from './first-screen-texts.ts';

const pageWith = (head: string) =>
  new DOMParser().parseFromString(`<head>${head}</head><body></body>`, 'text/html');

describe('the first screen texts that come with the page', () => {
  it('reads back what the build wrote, a text that could close the element included', () => {
    const common = {
      shell: { loading: 'Cargando…' },
      tricky: '</script><script>alert(1)</script> & {{brand}}',
    };
    const block = firstScreenTextsBlock({ common });
    expect(block).not.toContain('</script><script>');
    const page = pageWith(block);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(readFirstScreenTexts(page)).toEqual({ common });
  });

  it.each([
    ['no block', ''],
    ['a block that is no JSON', '<script type="application/json" id="texts">{"common":</script>'],
    ['a block that is not namespaces', '<script type="application/json" id="texts">{"common":"x"}</script>'],
  ])('reads nothing from %s (the translator then reads the texts)', (_case, head) => {
    expect(readFirstScreenTexts(pageWith(head))).toBeUndefined();
  });

  it('is what the build writes into index.html: the cell language common namespace', async () => {
    const { marketPlugin } = await import('#build/market-plugin.ts');
    const { resolveBuildTarget } = await import('#build/build-target.ts');
    const plugin = marketPlugin(resolveBuildTarget({ country: 'pl', product: 'zlotek' }));
    const hook = plugin.transformIndexHtml;
    const handler = typeof hook === 'function' ? hook : hook?.handler;
    // The hook's context is not read by this plugin: a stand-in keeps the test off Vite's internals.
    const html = await handler?.call(
      {} as never,
      '<html lang="en"><head><title>x</title><!--market-head--></head><body></body></html>',
      {} as never,
    );
    const page = new DOMParser().parseFromString(String(html), 'text/html');
    const polish: unknown = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../../public/locales/pl/common.json'), 'utf8'),
    );
    expect(readFirstScreenTexts(page)).toEqual({ common: polish });
  });
});
