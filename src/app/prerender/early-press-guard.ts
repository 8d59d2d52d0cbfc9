/**
 * The prerendered step works before the app does (issue 16, docs/adr/0021), and a press made then must neither leak
 * nor be lost (issue 27, item 1). This inline script, run in <head> before the body is parsed, looks at every press
 * on the root's markup after the app had its chance at it (listening on window, where an event arrives after the
 * element's own listeners), and acts only on markup the app does not answer yet: before the app runs, and while it
 * takes the step over (a part that waits for its code has no handlers yet):
 * - **Next**: the form is `method="dialog"` (step-layout.tsx), so the browser never sends it itself; the script still
 *   stops the submission and submits the same form again once its step is the app's.
 * - **Any other button** (Back, the consent banner's Accept or Reject): the app has no handler on it yet. The script
 *   presses the same button again once the step is the app's.
 * A press the app handled (its element has the app's handlers) is left alone: answered once, never twice. While a press waits,
 * <html> carries PRESS_HELD_ATTRIBUTE and the inlined styles show it. "The step is the app's" is `data-interactive`
 * (prerendered-hydration.ts). A press is replayed only when its element is still on the page: a hydrated step keeps
 * its elements, a step drawn afresh has others, which the applicant has not pressed.
 */
import { INTERACTIVE_ATTRIBUTE } from '#shared/lib/prerendered-hydration.ts';

/**
 * Set on <html> while a press waits for the app (docs/adr/0023: on a first visit the app starts at the first touch,
 * about a second before it has the step on a slow phone): "next" for Next, "button" for another button. On <html>,
 * which the app does not hydrate, so no markup of the step changes under it.
 */
export const PRESS_HELD_ATTRIBUTE = 'data-press-held';

/** What the applicant sees meanwhile: a waiting pointer, and Next dimmed while its press waits. */
export const PRESS_HELD_STYLE =
  `html[${PRESS_HELD_ATTRIBUTE}]{cursor:progress}` +
  `html[${PRESS_HELD_ATTRIBUTE}="next"] #root form [type="submit"]{opacity:.6;cursor:progress}`;

/**
 * Preact attaches each handler to its element and keeps them there, in an own property named `__e` (its listener map,
 * `_listeners` in its source, so named in its published build; preact is pinned in package.json), by the prop's name
 * (`onClick`, `onSubmit`), null once a handler is removed. The sign, readable from outside, that the app answers a
 * press: a function under that event's name on the pressed element or an element around it, up to the root. Checked
 * by a unit test that renders and hydrates with Preact (docs/adr/0035-preact-renders-the-app.md).
 */
export const APP_LISTENERS_KEY = '__e';

export function earlyPressGuardScript(): string {
  return [
    '(function () {',
    '  var html = document.documentElement;',
    '  var pendingForm = null;',
    '  var pendingButton = null;',
    `  function interactive() { return html.hasAttribute(${JSON.stringify(INTERACTIVE_ATTRIBUTE)}); }`,
    '  function inRoot(node) {',
    "    var root = document.getElementById('root');",
    '    return Boolean(root && node && root.contains(node));',
    '  }',
    '  function appAnswers(node, type) {',
    "    var root = document.getElementById('root');",
    '    for (var element = node; element && element !== root; element = element.parentElement) {',
    `      if (!Object.prototype.hasOwnProperty.call(element, ${JSON.stringify(APP_LISTENERS_KEY)})) continue;`,
    `      var listeners = element[${JSON.stringify(APP_LISTENERS_KEY)}] || {};`,
    '      for (var name in listeners) {',
    "        var event = name.toLowerCase().replace(/capture$/, '');",
    "        if (event === 'on' + type && typeof listeners[name] === 'function') return true;",
    '      }',
    '    }',
    '    return false;',
    '  }',
    '  function hold(kind) {',
    `    html.setAttribute(${JSON.stringify(PRESS_HELD_ATTRIBUTE)}, kind);`,
    '  }',
    "  window.addEventListener('submit', function (event) {",
    '    var form = event.target;',
    "    if (event.defaultPrevented || !inRoot(form) || appAnswers(form, 'submit')) return;",
    '    event.preventDefault();',
    '    if (interactive()) return;',
    '    pendingForm = form;',
    "    hold('next');",
    '  });',
    "  window.addEventListener('click', function (event) {",
    '    var target = event.target;',
    '    var button = target && target.closest ? target.closest(\'button[type="button"]\') : null;',
    "    if (!button || !inRoot(button) || appAnswers(button, 'click') || interactive()) return;",
    '    pendingButton = button;',
    "    if (!pendingForm) hold('button');",
    '  });',
    '  var observer = new MutationObserver(function () {',
    '    if (!interactive()) return;',
    '    observer.disconnect();',
    `    html.removeAttribute(${JSON.stringify(PRESS_HELD_ATTRIBUTE)});`,
    '    var form = pendingForm;',
    '    var button = pendingButton;',
    '    pendingForm = null;',
    '    pendingButton = null;',
    '    if (button && button.isConnected) button.click();',
    '    if (form && form.isConnected && form.requestSubmit) form.requestSubmit();',
    '  });',
    `  observer.observe(html, { attributes: true, attributeFilter: [${JSON.stringify(INTERACTIVE_ATTRIBUTE)}] });`,
    '})();',
  ].join('\n');
}
