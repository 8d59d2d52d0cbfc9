/**
 * The prerendered step works before the app does (issue 16, docs/adr/0021), and a press made then must neither leak
 * nor be lost. This inline script, run in <head> before the body is parsed, watches the page while the root still
 * carries the prerendered mark:
 * - **Next**: the browser would submit the form itself, a GET that puts every field (a PESEL, a name) in the
 *   address, the server's logs and the history. The script stops that submission and submits the same form again
 *   once its step is the app's.
 * - **Any other button** (the consent banner's Accept or Reject): the press would do nothing, the app having no
 *   handler on it yet. The script presses the same button again once the step is the app's.
 * "The app's" is `data-interactive` (prerendered-hydration.ts). A press is replayed only when its element is still on
 * the page: a hydrated step keeps its elements, a step drawn afresh has others, which the applicant has not pressed.
 */
import { INTERACTIVE_ATTRIBUTE } from '../../shared/lib/prerendered-hydration.ts';
import { PRERENDERED_PATH_ATTRIBUTE } from './first-render.ts';

export function earlyPressGuardScript(): string {
  return [
    '(function () {',
    '  var pendingForm = null;',
    '  var pendingButton = null;',
    '  function prerendered() {',
    "    var root = document.getElementById('root');",
    `    return root && root.hasAttribute(${JSON.stringify(PRERENDERED_PATH_ATTRIBUTE)}) ? root : null;`,
    '  }',
    "  document.addEventListener('submit', function (event) {",
    '    if (!prerendered()) return;',
    '    event.preventDefault();',
    '    pendingForm = event.target;',
    '  }, true);',
    "  document.addEventListener('click', function (event) {",
    '    var root = prerendered();',
    '    var target = event.target;',
    '    var button = root && target && target.closest ? target.closest(\'button[type="button"]\') : null;',
    '    if (button && root.contains(button)) pendingButton = button;',
    '  }, true);',
    '  var observer = new MutationObserver(function () {',
    `    if (!document.documentElement.hasAttribute(${JSON.stringify(INTERACTIVE_ATTRIBUTE)})) return;`,
    '    observer.disconnect();',
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
