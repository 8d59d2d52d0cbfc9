/**
 * The prerendered step's form works before the app does (issue 16, docs/adr/0021): a Next pressed before the app
 * has the root would make the browser submit the form itself, a GET that puts every field (a PESEL, a name) in the
 * address, the server's logs and the history. This inline script, run in <head> before the body is parsed, stops
 * that submission while the root still carries the prerendered mark, and submits the same form again once its step
 * is the app's (`data-interactive`, prerendered-hydration.ts), when that form is still the one on the page (a
 * hydrated step keeps its elements; a step drawn afresh is another form, which the applicant has not pressed).
 */
import { INTERACTIVE_ATTRIBUTE } from '../../shared/lib/prerendered-hydration.ts';
import { PRERENDERED_PATH_ATTRIBUTE } from './first-render.ts';

export function earlySubmitGuardScript(): string {
  return [
    '(function () {',
    '  var pending = null;',
    "  document.addEventListener('submit', function (event) {",
    "    var root = document.getElementById('root');",
    `    if (!root || !root.hasAttribute(${JSON.stringify(PRERENDERED_PATH_ATTRIBUTE)})) return;`,
    '    event.preventDefault();',
    '    pending = event.target;',
    '  }, true);',
    '  var observer = new MutationObserver(function () {',
    `    if (!document.documentElement.hasAttribute(${JSON.stringify(INTERACTIVE_ATTRIBUTE)})) return;`,
    '    observer.disconnect();',
    '    var form = pending;',
    '    pending = null;',
    '    if (form && form.isConnected && form.requestSubmit) form.requestSubmit();',
    '  });',
    `  observer.observe(document.documentElement, { attributes: true, attributeFilter: [${JSON.stringify(INTERACTIVE_ATTRIBUTE)}] });`,
    '})();',
  ].join('\n');
}
