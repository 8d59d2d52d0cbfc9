// @vitest-environment happy-dom
import { findRootElement } from './root-element.ts';

describe('findRootElement', () => {
  it('returns the mount point', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(findRootElement(document).id).toBe('root');
  });

  it('throws when the root element is missing', () => {
    document.body.innerHTML = '';
    expect(() => findRootElement(document)).toThrow('Root element #root not found');
  });
});
