// @vitest-environment jsdom
import { PRERENDERED_PATH_ATTRIBUTE } from './first-render';
import { INTERACTIVE_ATTRIBUTE } from '../../shared/lib/prerendered-hydration';
import { earlyPressGuardScript, PRESS_HELD_ATTRIBUTE } from './early-press-guard';

/** A page as the HTML paints it: the root with its prerendered mark and the step's form; the guard run on it. */
function prerenderedPage() {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="/personal-details"><form method="post"><input name="personalDetails__personalCode" value="44051401458"><button type="submit">Dalej</button></form></div>`;
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
  document.documentElement.removeAttribute(PRESS_HELD_ATTRIBUTE);
  const form = document.querySelector('form') as HTMLFormElement;
  const resubmitted = vi.fn();
  form.requestSubmit = resubmitted;
  // The script is the build's own text, run here as the page runs it.
  new Function(earlyPressGuardScript())();
  const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return { form, resubmitted, submit };
}

const appStarts = () => document.getElementById('root')?.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
const stepInteractive = async () => {
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, 'true');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the early press guard, for Next', () => {
  it('stops a submission before the app has the root, and submits the same form once its step is interactive', async () => {
    const { resubmitted, submit } = prerenderedPage();
    expect(submit()).toBe(false);
    expect(resubmitted).not.toHaveBeenCalled();
    appStarts();
    await stepInteractive();
    expect(resubmitted).toHaveBeenCalledOnce();
  });

  it('shows that the press waits (Next dimmed) until it is replayed', async () => {
    const { submit } = prerenderedPage();
    expect(document.documentElement.getAttribute(PRESS_HELD_ATTRIBUTE)).toBeNull();
    submit();
    expect(document.documentElement.getAttribute(PRESS_HELD_ATTRIBUTE)).toBe('next');
    appStarts();
    await stepInteractive();
    expect(document.documentElement.getAttribute(PRESS_HELD_ATTRIBUTE)).toBeNull();
  });

  it('leaves submissions alone once the app has the root, and replays nothing', async () => {
    const { resubmitted, submit } = prerenderedPage();
    appStarts();
    expect(submit()).toBe(true);
    await stepInteractive();
    expect(resubmitted).not.toHaveBeenCalled();
  });

  it('does not submit a form the app replaced (a step drawn afresh)', async () => {
    const { form, resubmitted, submit } = prerenderedPage();
    submit();
    appStarts();
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
    const appHandlesPresses = () => accept.addEventListener('click', pressed);
    return { ...page, accept, pressed, appHandlesPresses };
  }

  it('presses the same button again once the step is interactive (a press on its text included)', async () => {
    const { accept, pressed, appHandlesPresses } = pageWithBanner();
    accept.querySelector('span')?.click();
    expect(document.documentElement.getAttribute(PRESS_HELD_ATTRIBUTE)).toBe('button');
    appStarts();
    appHandlesPresses();
    await stepInteractive();
    expect(pressed).toHaveBeenCalledOnce();
  });

  it('replays nothing for a press made once the app has the root', async () => {
    const { accept, pressed, appHandlesPresses } = pageWithBanner();
    appStarts();
    appHandlesPresses();
    accept.click();
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
    appStarts();
    appHandlesPresses();
    accept.remove();
    await stepInteractive();
    expect(pressed).not.toHaveBeenCalled();
    expect(outsidePressed).not.toHaveBeenCalled();
  });
});
