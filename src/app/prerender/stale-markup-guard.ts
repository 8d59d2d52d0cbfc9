/**
 * The prerendered step shows a first visit's defaults (issue 16, docs/adr/0021). A visit that main.tsx will render
 * afresh (a landing that fills the form, a returning applicant, a framed page, another path) must not see those
 * defaults before its own values: a small inline script in <head>, run before the body is parsed, marks the page,
 * and the inlined styles hide the step (its space kept, nothing shifts) until main.tsx takes the root over and
 * removes the mark. The script reads the same facts as firstRenderOf, from the same constants.
 */
import { PREFILLED_FIELDS } from '#features/attribution/prefilled-fields.ts';
import { FIRST_SCREEN_STATE } from './first-render.ts';
import { withoutTrailingSlash } from '#shared/lib/url-path.ts';

export const STALE_MARKUP_ATTRIBUTE = 'data-prerendered-stale';

/** URL parameters that put values in the first step (spec section 4). */
const FORM_PARAMETERS = ['amount', 'period', ...PREFILLED_FIELDS];

/** The rule the inlined styles carry. */
export const STALE_MARKUP_STYLE = `html[${STALE_MARKUP_ATTRIBUTE}] #main{visibility:hidden}`;

/** `paths`: where the prerendered step is shown as it is (the entry and the step, under the base path). */
export function staleMarkupGuardScript(paths: readonly string[]): string {
  const keys = JSON.stringify(FIRST_SCREEN_STATE);
  const form = new RegExp(`[?&](${FORM_PARAMETERS.join('|')})=`).source;
  const shown = JSON.stringify(paths.map(withoutTrailingSlash));
  return [
    '(function () {',
    '  try {',
    `    var keys = ${keys};`,
    "    var path = location.pathname.replace(/\\/+$/, '');",
    '    var stale =',
    `      ${shown}.indexOf(path) < 0 ||`,
    `      /${form}/.test(location.search) ||`,
    '      window.self !== window.top ||',
    '      keys.some(function (key) {',
    '        return sessionStorage.getItem(key) !== null || localStorage.getItem(key) !== null;',
    '      });',
    `    if (stale) document.documentElement.setAttribute(${JSON.stringify(STALE_MARKUP_ATTRIBUTE)}, '');`,
    '  } catch (error) {',
    `    document.documentElement.setAttribute(${JSON.stringify(STALE_MARKUP_ATTRIBUTE)}, '');`,
    '  }',
    '})();',
  ].join('\n');
}
