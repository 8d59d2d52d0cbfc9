/**
 * Address by postal code (issue 7, every country in issue 13): when the applicant types a complete postal code (the
 * country's pattern) on a page that also asks state, municipality and city, the lookup fills them and, in Mexico,
 * offers the colonias (suburbs) of that code. The app provides the lookup only where the country's postcode names a
 * town (src/markets/postcode-address.ts). An unknown
 * code says so and leaves the address to type by hand; a failed lookup leaves it to type by hand too. Only a code
 * the applicant types triggers a lookup, so a reload never overwrites what they corrected.
 */
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { DataPointName } from '#contract/dynamic-form.ts';
import { fieldKey } from './field-keys.ts';
import type { StepValues } from './input-values.ts';

export type PostcodeAnswer =
  | { status: 'found'; state: string; municipality: string; city: string; colonias: readonly string[] }
  | { status: 'unknown' }
  | { status: 'failed' };

export type LookupPostcode = (code: string, signal: AbortSignal) => Promise<PostcodeAnswer>;

/** No lookup by default: pages work as plain text fields until the app provides one. */
export const PostcodeLookupContext = createContext<LookupPostcode | null>(null);

const POSTAL_CODE = fieldKey('contactDetails.postalCode');
/** What a found code fills: the part of the answer, and the field's key. */
const FILLED: readonly (readonly ['state' | 'municipality' | 'city', string])[] = [
  ['state', fieldKey('contactDetails.province')],
  ['municipality', fieldKey('contactDetails.municipality')],
  ['city', fieldKey('contactDetails.city')],
];
const DEBOUNCE_MS = 300;

export interface PostcodeAutofill {
  /** The colonias of the looked-up code, offered for the suburb field. */
  colonias: readonly string[];
  /** 'unknown' or 'failed' after a lookup that found nothing to fill. */
  notice: 'unknown' | 'failed' | null;
}

/** One object for "no lookup result": the step's fields are memoised, and a new empty list would redraw the suburb. */
const NOTHING_FILLED: PostcodeAutofill = { colonias: [], notice: null };

/**
 * `visibleNames`: the page's visible data points joined with '|' (a stable value for the effect); `complete`: the
 * country's postal-code pattern, its one home being the market's rules (a module constant, so the effect does not
 * rerun).
 */
export function usePostcodeAutofill(
  form: UseFormReturn<StepValues, unknown, Record<string, unknown>>,
  visibleNames: string,
  complete: RegExp,
): PostcodeAutofill {
  const lookup = useContext(PostcodeLookupContext);
  const visible = visibleNames.split('|');
  const shows = (name: DataPointName) => visible.includes(name);
  const enabled = lookup !== null && shows('contactDetails.postalCode') && shows('contactDetails.city');
  const code = String(useWatch({ control: form.control, name: POSTAL_CODE }) ?? '').trim();
  // The code the page opened with is not the applicant's new input: it is never looked up on its own.
  const initial = useRef(code);
  const [result, setResult] = useState<PostcodeAutofill & { code: string }>({
    code: '',
    colonias: [],
    notice: null,
  });
  // What earlier lookups wrote: a field still holding it may be refreshed; anything else is the applicant's.
  const filledByLookup = useRef<Record<string, string>>({});

  useEffect(() => {
    if (!enabled || !lookup || !complete.test(code) || code === initial.current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void lookup(code, controller.signal).then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.status !== 'found') {
          setResult({ code, colonias: [], notice: answer.status });
          return;
        }
        const shown = visibleNames.split('|');
        for (const [part, key] of FILLED) {
          if (!shown.includes(key.replace('__', '.'))) continue;
          const current = String(form.getValues(key) ?? '');
          const typedByApplicant = current !== '' && current !== filledByLookup.current[key];
          // Never write into a field the applicant is typing in, or over what they typed themselves.
          if (typedByApplicant || document.activeElement?.getAttribute('name') === key) continue;
          const value = answer[part];
          filledByLookup.current[key] = value;
          form.setValue(key, value, { shouldDirty: true, shouldValidate: true });
        }
        setResult({ code, colonias: answer.colonias, notice: null });
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [code, complete, enabled, lookup, form, visibleNames]);

  return result.code === code ? result : NOTHING_FILLED;
}
