/** The screens under test render as the cells ship them: JSX and `react` are Preact's (docs/adr/0035-preact-renders-the-app.md). */
import { isValidElement as isPreactElement } from 'preact';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

describe('the runtime the screens render with', () => {
  it("makes Preact's elements from JSX and from react's createElement", () => {
    expect(isPreactElement(<p>JSX</p>)).toBe(true);
    expect(isPreactElement(createElement('p', null, 'createElement'))).toBe(true);
  });

  it("draws with Preact through react-dom's createRoot", () => {
    const container = document.createElement('div');
    createRoot(container).render(<p>drawn</p>);
    expect(container.textContent).toBe('drawn');
    // Preact keeps its tree on the container under `__k`; React DOM marks it with a `__reactContainer$` key.
    expect(Object.keys(container).some((key) => key.startsWith('__reactContainer'))).toBe(false);
  });
});
