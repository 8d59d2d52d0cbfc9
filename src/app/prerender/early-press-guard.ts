/**
 * The prerendered step works before the app does (issue 16, docs/adr/0021), and a press made then must neither leak
 * nor be lost. This inline script, run in <head> before the body is parsed, watches the page while the root still
 * carries the prerendered mark:
 * - **Next**: the browser would submit the form itself, a GET that puts every field (a PESEL, a name) in the
 *   address, the server's logs and the history. The script stops that submission and submits the same form again
 *   once its step is the app's.
 * - **Any other button** (the consent banner's Accept or Reject): the press would do nothing, the app having no
 *   handler on it yet. The script presses the same button again once the step is the app's.
 * While a press waits, <html> carries PRESS_HELD_ATTRIBUTE and the inlined styles show it. "The app's" is
 * `data-interactive` (prerendered-hydration.ts). A press is replayed only when its element is still on
 * the page: a hydrated step keeps its elements, a step drawn afresh has others, which the applicant has not pressed.
 */
import { INTERACTIVE_ATTRIBUTE } from '../../shared/lib/prerendered-hydration.ts';
import { PRERENDERED_PATH_ATTRIBUTE } from './first-render.ts';

/**
 * Set on <html> while a press waits for the app (docs/adr/0023: on a first visit the app starts at the first touch,
 * about a second before it has the step on a slow phone): "next" for Next, "button" for another button. On <html>,
 * which React does not hydrate, so no markup of the step changes under it.
 */
export const PRESS_HELD_ATTRIBUTE = 'data-press-held';

/** What the applicant sees meanwhile: a waiting pointer, and Next dimmed while its press waits. */
export const PRESS_HELD_STYLE =
  `html[${PRESS_HELD_ATTRIBUTE}]{cursor:progress}` +
  `html[${PRESS_HELD_ATTRIBUTE}="next"] #root form [type="submit"]{opacity:.6;cursor:progress}`;

export function earlyPressGuardScript(): string {
  return [
    '(function () {',
    '  var pendingForm = null;',
    '  var pendingButton = null;',
    '  function prerendered() {',
    "    var root = document.getElementById('root');",
    `    return root && root.hasAttribute(${JSON.stringify(PRERENDERED_PATH_ATTRIBUTE)}) ? root : null;`,
    '  }',
    '  function hold(kind) {',
    `    document.documentElement.setAttribute(${JSON.stringify(PRESS_HELD_ATTRIBUTE)}, kind);`,
    '  }',
    "  document.addEventListener('submit', function (event) {",
    '    if (!prerendered()) return;',
    '    event.preventDefault();',
    '    pendingForm = event.target;',
    "    hold('next');",
    '  }, true);',
    "  document.addEventListener('click', function (event) {",
    '    var root = prerendered();',
    '    var target = event.target;',
    '    var button = root && target && target.closest ? target.closest(\'button[type="button"]\') : null;',
    '    if (!button || !root.contains(button)) return;',
    '    pendingButton = button;',
    "    if (!pendingForm) hold('button');",
    '  }, true);',
    '  var observer = new MutationObserver(function () {',
    `    if (!document.documentElement.hasAttribute(${JSON.stringify(INTERACTIVE_ATTRIBUTE)})) return;`,
    '    observer.disconnect();',
    `    document.documentElement.removeAttribute(${JSON.stringify(PRESS_HELD_ATTRIBUTE)});`,
    '    var form = pendingForm;',
    '    var button = pendingButton;',
    '    pendingForm = null;',
    '    pendingButton = null;',
    '    if (button && button.isConnected) button.click();',
    '    if (form && form.isConnected && form.requestSubmit) form.requestSubmit();',
    '  });',
    `  observer.observe(document.documentElement, { attributes: true, attributeFilter: [${JSON.stringify(INTERACTIVE_ATTRIBUTE)}] });`,
    '})();',
  ].join('\n');
}
