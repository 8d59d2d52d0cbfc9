/** Every text key the registry, the validators and the dynamic steps use is written in every locale. */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DATA_POINT_NAMES, DYNAMIC_STEP_PATHS } from '#contract/dynamic-form.ts';
import { dynamicFormFixtures } from '#contract/fixtures/index.ts';
import { COUNTRIES, LOCALES } from '#markets/matrix.ts';
import { IDENTIFIER_MESSAGE_KEYS } from '#shared/lib/identifiers/index.ts';
import { createTestI18n } from '#test/i18n.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import { PATTERN_KINDS } from '#shared/lib/validation/patterns.ts';
import { PHONE_ERRORS } from '#shared/lib/phone.ts';
import { rulesOf } from '#test/rules.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const source = (file: string) => readFileSync(resolve(import.meta.dirname, file), 'utf8');

/** The validators: the shared ones, and every field type's module (field-types/), tests aside. */
const VALIDATOR_FILES = [
  '../validation/field-validator.ts',
  '../../../shared/i18n/validation-message.ts',
  ...readdirSync(resolve(import.meta.dirname, '../field-types'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `../field-types/${file}`),
];

/** The after-offer steps raise the same shared messages from their zod schemas (withParams('validation.min', ...)). */
const AFTER_OFFER_FILES = readdirSync(resolve(import.meta.dirname, '../../after-offer'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => /\.tsx?$/.test(file) && !/\.test(-helper)?\.tsx?$/.test(file))
  .map((file) => `../../after-offer/${file}`);

/** Keys written literally: fail('validation.min', ...), message('validation.invalid'), 'identifiers.curp.length'. */
const literalKeys = [...VALIDATOR_FILES, ...AFTER_OFFER_FILES]
  .map(source)
  .flatMap((text) =>
    [...text.matchAll(/'((?:validation|identifiers)\.[A-Za-z.]+)'/g)].map((match) => match[1] ?? ''),
  );

const VALIDATION_KEYS = [
  ...new Set([
    ...literalKeys,
    ...PATTERN_KINDS.map((kind) => `validation.pattern.${kind}`),
    'validation.pattern.custom',
    ...Object.values(IDENTIFIER_MESSAGE_KEYS).flatMap((keys) => Object.values(keys)),
    // `validation.phone.${parsed.error}`: libphonenumber's reasons, as parsePhone names them.
    ...PHONE_ERRORS.map((error) => `validation.phone.${error}`),
    // The contexts the code passes: a date's order (dateFormatParams), a term's unit (term field, offer change).
    ...['dmy', 'mdy'].map((order) => `validation.date.format_${order}`),
    ...['days', 'months'].map((unit) => `validation.term.step_${unit}`),
  ]),
];

const choiceKeys = () => {
  const keys = new Set<string>();
  for (const field of Object.values(FIELD_REGISTRY)) {
    if (Array.isArray(field.choices))
      for (const value of field.choices) keys.add(`fields.${field.name}.choices.${value}`);
  }
  for (const config of Object.values(dynamicFormFixtures))
    for (const form of config.forms)
      for (const dataPoint of form.dataPoints)
        if (Array.isArray(dataPoint.choices))
          for (const value of dataPoint.choices) keys.add(`fields.${dataPoint.name}.choices.${value}`);
  return [...keys];
};

const FORM_KEYS = [
  'progress',
  'back',
  'next',
  'submit',
  'sending',
  'errorSummaryTitle',
  'choose',
  'loadingChoices',
  'yes',
  'no',
  'optional',
  'dateFormat',
  'dateFormat_dmy',
  'dateFormat_mdy',
].map((key) => `form.${key}`);

describe('fields and validation texts', () => {
  it('find the validator keys in the source (the scan is not empty)', () => {
    expect(literalKeys).toEqual(
      expect.arrayContaining([
        'validation.required',
        'validation.required.accept',
        'validation.invalid',
        // Raised only by the after-offer steps.
        'validation.amount.min',
      ]),
    );
    expect(VALIDATION_KEYS.length).toBeGreaterThan(70);
  });

  it('name every identifier a country checks', () => {
    for (const country of COUNTRIES) {
      for (const rule of Object.values(rulesOf(country).identifiers)) {
        if (rule.validate) expect(Object.keys(IDENTIFIER_MESSAGE_KEYS)).toContain(rule.kind);
      }
    }
  });

  it.each(LOCALES)('%s has every label, choice, step title and message', (locale) => {
    // Read the file itself: the translator would quietly fall back to English.
    const fields = JSON.parse(source(`../../../../public/locales/${locale}/fields.json`)) as unknown;
    const validation: unknown = JSON.parse(source(`../../../../public/locales/${locale}/validation.json`));
    const lookup = (path: string) =>
      path.split('.').reduce<unknown>((node, part) => (isRecord(node) ? node[part] : undefined), fields);
    const missing = [
      ...DATA_POINT_NAMES.map((name) => `fields.${name}.label`),
      ...choiceKeys(),
      ...DYNAMIC_STEP_PATHS.map((path) => `steps.${path}.title`),
      ...FORM_KEYS,
    ].filter((key) => typeof lookup(key) !== 'string' || lookup(key) === '');
    expect(missing).toEqual([]);
    expect(
      VALIDATION_KEYS.filter((key) => !isRecord(validation) || typeof validation[key] !== 'string'),
    ).toEqual([]);
  });

  it('translates a message with its parameters', () => {
    const i18n = createTestI18n('es');
    expect(i18n.t('validation.max', { ns: 'validation', keySeparator: false, max: 10_000_000 })).toBe(
      'Escribe 10.000.000 o menos.',
    );
  });
});
