/** Choice lists: countries (in every locale), positions and the professional-details mapping (Spanish by default). */
import type { Choice } from '#contract/primitives.ts';
import { LANGUAGE_TAGS, type Locale } from '#contract/locales.ts';
import type { ProfessionalDetailsMappingResponse } from '#contract/reference-data.ts';

/**
 * Every ISO 3166-1 alpha-2 country, and Kosovo (XK), which has no ISO code yet issues passports. Names come from the
 * runtime's CLDR data (Intl.DisplayNames) in the requested locale, so every market reads them in its own language.
 */
const COUNTRY_CODES = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY
BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK
FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR
IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK
ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM
PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF
TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW
`
  .trim()
  .split(/\s+/);

/** Country choices named in the locale's language, in its alphabetical order. */
export function countryChoices(locale: Locale = 'es'): Choice[] {
  const tag = LANGUAGE_TAGS[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  return COUNTRY_CODES.map((value) => ({ value, label: names.of(value) ?? value })).sort((a, b) =>
    a.label.localeCompare(b.label, tag),
  );
}

const POSITIONS: readonly [string, string, string][] = [
  ['employee', 'Empleado', 'Employee'],
  ['worker', 'Obrero', 'Worker'],
  ['specialist', 'Especialista', 'Specialist'],
  ['supervisor', 'Supervisor', 'Supervisor'],
  ['manager', 'Gerente', 'Manager'],
  ['director', 'Director', 'Director'],
  ['owner', 'Dueño de negocio', 'Business owner'],
  ['freelancer', 'Profesionista independiente', 'Freelancer'],
  ['public-servant', 'Servidor público', 'Public servant'],
  ['military', 'Fuerzas armadas', 'Armed forces'],
  ['teacher', 'Docente', 'Teacher'],
  ['driver', 'Conductor', 'Driver'],
];

const pick = (list: readonly [string, string, string][], locale: string | undefined): Choice[] =>
  list.map(([value, es, en]) => ({ value, label: locale === 'en' ? en : es }));

export const positionChoices = (locale?: string) => pick(POSITIONS, locale);

const AREAS: Record<string, [string, string][]> = {
  employed: [
    ['services', 'Servicios'],
    ['commerce', 'Comercio'],
    ['manufacturing', 'Manufactura'],
    ['construction', 'Construcción'],
    ['education', 'Educación'],
    ['health', 'Salud'],
    ['government', 'Gobierno'],
    ['technology', 'Tecnología'],
    ['transport', 'Transporte'],
  ],
  'self-employed': [
    ['commerce', 'Comercio'],
    ['services', 'Servicios'],
    ['agriculture', 'Agricultura'],
    ['professional', 'Profesión liberal'],
  ],
  pensioner: [['pension', 'Pensión']],
  student: [['education', 'Educación']],
  unemployed: [['none', 'Sin actividad']],
};

const SOURCES: [string, string, string[]][] = [
  [
    'employed',
    'Empleado',
    [
      'employee',
      'worker',
      'specialist',
      'supervisor',
      'manager',
      'director',
      'public-servant',
      'military',
      'teacher',
      'driver',
    ],
  ],
  ['self-employed', 'Independiente', ['owner', 'freelancer']],
  ['pensioner', 'Pensionado', []],
  ['student', 'Estudiante', []],
  ['unemployed', 'Sin empleo', []],
];

export function professionalDetailsMapping(): ProfessionalDetailsMappingResponse {
  const positions = new Map(POSITIONS.map(([value, es]) => [value, es]));
  return {
    incomeSources: SOURCES.map(([value, label, positionValues]) => ({
      value,
      label,
      jobAreas: (AREAS[value] ?? []).map(([area, areaLabel]) => ({ value: area, label: areaLabel })),
      positionTypes: positionValues.map((position) => ({
        value: position,
        label: positions.get(position) ?? position,
      })),
    })),
  };
}
