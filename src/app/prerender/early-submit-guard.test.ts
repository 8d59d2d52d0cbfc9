// @vitest-environment jsdom
import { PRERENDERED_PATH_ATTRIBUTE } from './first-render';
import { INTERACTIVE_ATTRIBUTE } from '../../shared/lib/prerendered-hydration';
import { earlySubmitGuardScript } from './early-submit-guard';

/** A page as the HTML paints it: the root with its prerendered mark and the step's form; the guard run on it. */
function prerenderedPage() {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="/personal-details"><form method="post"><input name="personalDetails__personalCode" value="44051401458"><button type="submit">Dalej</button></form></div>`;
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
  const form = document.querySelector('form') as HTMLFormElement;
  const resubmitted = vi.fn();
  form.requestSubmit = resubmitted;
  // The script is the build's own text, run here as the page runs it.
  new Function(earlySubmitGuardScript())();
  const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return { form, resubmitted, submit };
}

const appStarts = () => document.getElementById('root')?.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
const stepInteractive = async () => {
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, 'true');
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('the early submit guard', () => {
  it('stops a submission before the app has the root, and submits the same form once its step is interactive', async () => {
    const { resubmitted, submit } = prerenderedPage();
    expect(submit()).toBe(false);
    expect(resubmitted).not.toHaveBeenCalled();
    appStarts();
    await stepInteractive();
    expect(resubmitted).toHaveBeenCalledOnce();
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
