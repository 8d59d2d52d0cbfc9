import { describe, expect, it } from 'vitest';
import { withoutScripts } from './script-free.ts';

describe('withoutScripts', () => {
  it.each([
    [
      'an inline classic script',
      '<p>a</p><script>document.body.hidden = true;</script><p>b</p>',
      '<p>a</p><p>b</p>',
    ],
    ['a module entry', '<script type="module" src="/assets/index-1.js"></script><h1>x</h1>', '<h1>x</h1>'],
    ['an explicit JavaScript type', "<script type='text/javascript'>go()</script>", ''],
    ['an unquoted module type', '<script type=module>go()</script>ok', 'ok'],
    [
      'a module preload',
      '<link rel="modulepreload" href="/assets/a.js"><title>t</title>',
      '<title>t</title>',
    ],
    ['a script preload', '<link rel="preload" as="script" href="/a.js">t', 't'],
    ['a script spread over lines', '<script>\n  if (a < b) {\n  }\n</script >end', 'end'],
  ])('removes %s', (_name, html, expected) => {
    expect(withoutScripts(html)).toBe(expected);
  });

  it.each([
    ['a JSON data block', '<script type="application/json" id="texts">{"a":"<b>"}</script>'],
    ['a stylesheet', '<link rel="stylesheet" href="/a.css">'],
    ['a font preload', '<link rel="preload" as="font" href="/f.woff2" crossorigin>'],
    ['a noscript message', '<noscript><p>Needs JavaScript</p></noscript>'],
  ])('keeps %s', (_name, html) => {
    expect(withoutScripts(html)).toBe(html);
  });
});
