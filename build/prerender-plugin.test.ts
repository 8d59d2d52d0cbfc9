import { describe, expect, it } from 'vitest';
import { withoutStylesheetLinks } from './prerender-plugin';

describe('withoutStylesheetLinks', () => {
  const head = [
    '<head>',
    '<link rel="icon" type="image/svg+xml" href="/b/assets/favicon-1.svg" />',
    '<link rel="stylesheet" crossorigin href="/b/assets/index-1.css">',
    '<link rel="stylesheet" crossorigin href="/b/assets/other-index-1.css">',
    '</head>',
  ].join('\n');

  it.each([
    { files: [], removed: [] },
    { files: ['assets/index-1.css'], removed: ['/b/assets/index-1.css'] },
    {
      files: ['assets/index-1.css', 'assets/other-index-1.css'],
      removed: ['/b/assets/index-1.css', '/b/assets/other-index-1.css'],
    },
    { files: ['assets/favicon-1.svg'], removed: [] },
  ])('drops the stylesheet links of $files and nothing else', ({ files, removed }) => {
    const result = withoutStylesheetLinks(head, files);
    for (const href of ['/b/assets/index-1.css', '/b/assets/other-index-1.css']) {
      expect(result.includes(`href="${href}"`)).toBe(!removed.includes(href));
    }
    expect(result).toContain('favicon-1.svg');
  });
});
