/**
 * The employer's name with suggestions from the employer directory (GET /company/{name}), as the ARIA combobox
 * pattern describes it: from 3 characters, 300 ms after the last keystroke, the matching employers are listed;
 * arrow keys move through them, Enter takes one, Escape closes the list. The applicant may type any name: the list
 * only offers, and a failed lookup offers nothing.
 */
import './company-combobox.css';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { TextField, type TextFieldProps } from '#shared/ui/form/text-field.tsx';
import type { LookupCompanies } from '../shared/reference-lookups.ts';

export const MIN_LOOKUP_CHARS = 3;
export const LOOKUP_DEBOUNCE_MS = 300;

interface CompanyComboboxProps {
  input: TextFieldProps;
  lookup: LookupCompanies;
  onChange: (value: string) => void;
}

/** The combobox's state: the debounced lookup, the options it found, which one is active, and the keys that move. */
function useCompanySuggestions(text: string, lookup: LookupCompanies, onChange: (value: string) => void) {
  const query = text.trim();
  const [found, setFound] = useState<{ query: string; names: readonly string[] }>({ query: '', names: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The name taken from the list: looking it up again would only list itself.
  const taken = useRef<string | null>(null);

  useEffect(() => {
    if (query.length < MIN_LOOKUP_CHARS || query === taken.current) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void lookup(query, controller.signal)
        .catch(() => null)
        .then((names) => {
          if (controller.signal.aborted) return;
          setFound({ query, names: names ?? [] });
          setActive(-1);
        });
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, lookup]);

  const options = found.query === query && query.length >= MIN_LOOKUP_CHARS ? found.names : [];
  const shown = open && options.length > 0 && !(options.length === 1 && options[0] === query);

  const take = (name: string) => {
    taken.current = name;
    onChange(name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        shown ? (current + step + options.length) % options.length : step > 0 ? 0 : options.length - 1,
      );
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      const name = options[active];
      if (name !== undefined) take(name);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  // Typing forgets the name taken from the list and opens the list again.
  const typed = () => {
    taken.current = null;
    setOpen(true);
  };

  return { options, shown, active, close: () => setOpen(false), typed, take, onKeyDown };
}

export default function CompanyCombobox({ input, lookup, onChange }: CompanyComboboxProps) {
  const { t } = useTranslation('fields');
  const text = typeof input.value === 'string' ? input.value : '';
  const { options, shown, active, close, typed, take, onKeyDown } = useCompanySuggestions(
    text,
    lookup,
    onChange,
  );
  const listId = `${input.id}-companies`;

  return (
    <div className="combobox">
      <TextField
        {...input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        {...(shown && active >= 0 ? { 'aria-activedescendant': `${listId}-${active}` } : {})}
        autoComplete="off"
        onChange={(event) => {
          typed();
          input.onChange?.(event);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          close();
          input.onBlur?.(event);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('form.companyLookup.options')}
        className="combobox-options"
        hidden={!shown}
      >
        {shown &&
          options.map((name, index) => (
            <li
              key={name}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="combobox-option"
              // Keeps the focus in the input, so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => take(name)}
            >
              {name}
            </li>
          ))}
      </ul>
    </div>
  );
}
