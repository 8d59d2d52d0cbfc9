// @vitest-environment happy-dom
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { PRERENDERED_PATH_ATTRIBUTE } from './first-render.ts';
import { INTERACTIVE_ATTRIBUTE } from '#shared/lib/prerendered-hydration.ts';
import { earlyPressGuardScript, PRESS_HELD_ATTRIBUTE, APP_LISTENERS_KEY } from './early-press-guard.ts';

/** What Preact leaves on an element whose presses it answers (the guard's sign, checked against Preact below). */
const ownByApp = (element: Element, listeners: Record<string, unknown>) =>
  Object.defineProperty(element, APP_LISTENERS_KEY, { value: listeners, enumerable: true });
const noop = () => undefined;

let removeGuard: () => void = () => undefined;
afterEach(() => removeGuard());

/** A page as the HTML paints it: the root with its prerendered mark and the step's form; the guard run on it. */
function prerenderedPage() {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="/personal-details"><form method="dialog"><input name="personalDetails__personalCode" value="44051401458"><button type="submit">Dalej</button></form></div>`;
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
  document.documentElement.removeAttribute(PRESS_HELD_ATTRIBUTE);
  const form = document.querySelector('form');
  if (!form) throw new Error('the page has no form');
  const resubmitted = vi.fn();
  form.requestSubmit = resubmitted;
  // The script is the build's own text, run here as the page runs it (its window listeners removed after the test).
  const added: [string, EventListenerOrEventListenerObject][] = [];
  const addEventListener = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener]);
    addEventListener(type, listener, options);
  });
  new Function(earlyPressGuardScript())();
  vi.mocked(window.addEventListener).mockRestore();
  removeGuard = () => added.forEach(([type, listener]) => window.removeEventListener(type, listener));
  const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return { form, resubmitted, submit };
}

/** The app hydrates the form: its handler is on it and answers its submissions (preventing the browser's). */
const appHydratesForm = (form: HTMLFormElement) => {
  ownByApp(form, { onSubmit: noop });
  form.addEventListener('submit', (event) => event.preventDefault());
};
const stepInteractive = async () => {
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, 'true');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the early press guard, for Next (issue 27, item 1)', () => {
  it('stops a submission before the app runs, and submits the same form once its step is interactive', async () => {
    const { form, resubmitted, submit } = prerenderedPage();
    expect(submit()).toBe(false);
    expect(resubmitted).not.toHaveBeenCalled();
    appHydratesForm(form);
    await stepInteractive();
    expect(resubmitted).toHaveBeenCalledOnce();
  });

  it('holds a press made while the app hydrates, after the prerendered mark is gone (the press that was lost)', async () => {
    const { form, resubmitted, submit } = prerenderedPage();
    document.getElementById('root')?.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
    expect(submit()).toBe(false);
    expect(document.documentElement.getAttribute(PRESS_HELD_ATTRIBUTE)).toBe('next');
    appHydratesForm(form);
    await stepInteractive();
    expect(resubmitted).toHaveBeenCalledOnce();
    expect(document.documentElement.getAttribute(PRESS_HELD_ATTRIBUTE)).toBeNull();
  });

  it('leaves a submission the app handled alone, and replays nothing: answered once', async () => {
    const { form, resubmitted, submit } = prerenderedPage();
    appHydratesForm(form);
    expect(submit()).toBe(false);
    expect(document.documentElement.getAttribute(PRESS_HELD_ATTRIBUTE)).toBeNull();
    await stepInteractive();
    expect(resubmitted).not.toHaveBeenCalled();
  });

  it('never lets the browser send markup the app does not own, even once a step is interactive', async () => {
    const { submit, resubmitted } = prerenderedPage();
    await stepInteractive();
    expect(submit()).toBe(false);
    await stepInteractive();
    expect(resubmitted).not.toHaveBeenCalled();
  });

  it('does not submit a form the app replaced (a step drawn afresh)', async () => {
    const { form, resubmitted, submit } = prerenderedPage();
    submit();
    form.remove();
    await stepInteractive();
    expect(resubmitted).not.toHaveBeenCalled();
  });
});

describe('the early press guard, for a button that is not Next', () => {
  /** The prerendered page with the consent banner's Accept above the step; the app's handler counts presses. */
  function pageWithBanner() {
    const page = prerenderedPage();
    const accept = document.createElement('button');
    accept.type = 'button';
    accept.innerHTML = '<span>Aceptar</span>';
    document.getElementById('root')?.prepend(accept);
    const pressed = vi.fn();
    const appHandlesPresses = () => {
      ownByApp(accept, { onClick: noop });
      accept.addEventListener('click', pressed);
    };
    return { ...page, accept, pressed, appHandlesPresses };
  }

  it('presses the same button again once the step is interactive (a press on its text included)', async () => {
    const { accept, pressed, appHandlesPresses } = pageWithBanner();
    accept.querySelector('span')?.click();
    expect(document.documentElement.getAttribute(PRESS_HELD_ATTRIBUTE)).toBe('button');
    appHandlesPresses();
    await stepInteractive();
    expect(pressed).toHaveBeenCalledOnce();
  });

  it('replays nothing for a press the app handled', async () => {
    const { accept, pressed, appHandlesPresses } = pageWithBanner();
    appHandlesPresses();
    accept.click();
    await stepInteractive();
    expect(pressed).toHaveBeenCalledOnce();
  });

  it('replays nothing for a press an element around the button answered', async () => {
    const { accept } = pageWithBanner();
    const around = document.createElement('section');
    accept.replaceWith(around);
    around.append(accept);
    const pressed = vi.fn();
    ownByApp(around, { onClick: noop });
    around.addEventListener('click', pressed);
    accept.click();
    expect(document.documentElement.hasAttribute(PRESS_HELD_ATTRIBUTE)).toBe(false);
    await stepInteractive();
    expect(pressed).toHaveBeenCalledOnce();
  });

  it('holds a press on a button whose handler the app took away, or that listens to another event', async () => {
    const { accept, pressed } = pageWithBanner();
    ownByApp(accept, { onClick: null, onFocus: noop });
    accept.click();
    expect(document.documentElement.getAttribute(PRESS_HELD_ATTRIBUTE)).toBe('button');
    accept.addEventListener('click', pressed);
    await stepInteractive();
    expect(pressed).toHaveBeenCalledOnce();
  });

  it('does not press a button the app replaced, nor one outside the root', async () => {
    const { accept, pressed, appHandlesPresses } = pageWithBanner();
    const outside = document.createElement('button');
    outside.type = 'button';
    const outsidePressed = vi.fn();
    document.body.append(outside);
    outside.click();
    outside.addEventListener('click', outsidePressed);
    accept.click();
    appHandlesPresses();
    accept.remove();
    await stepInteractive();
    expect(pressed).not.toHaveBeenCalled();
    expect(outsidePressed).not.toHaveBeenCalled();
  });
});

describe('the sign the guard reads, against Preact itself (react-dom resolves to it)', () => {
  it('is on an element the app hydrated with a handler, and not on one it has not', async () => {
    const view = () =>
      createElement('form', { onSubmit: () => undefined }, createElement('button', null, 'Next'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(view());
    const form = container.querySelector('form');
    if (!form) throw new Error('the markup has no form');
    const listeners = () => Reflect.get(form, APP_LISTENERS_KEY) as unknown; // Preact's own property, if any
    expect(listeners()).toBeUndefined();
    await act(async () => {
      hydrateRoot(container, view());
    });
    expect(listeners()).toEqual({ onSubmit: expect.any(Function) });
  });
});
