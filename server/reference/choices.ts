/** Choice lists: countries, positions, and the professional-details mapping (Spanish labels by default). */
import type { Choice } from '../../contract/primitives.ts';
import type { ProfessionalDetailsMappingResponse } from '../../contract/reference-data.ts';

/** [ISO code, Spanish, English] */
const COUNTRIES: readonly [string, string, string][] = [
  ['MX', 'México', 'Mexico'],
  ['US', 'Estados Unidos', 'United States'],
  ['CA', 'Canadá', 'Canada'],
  ['GT', 'Guatemala', 'Guatemala'],
  ['HN', 'Honduras', 'Honduras'],
  ['SV', 'El Salvador', 'El Salvador'],
  ['NI', 'Nicaragua', 'Nicaragua'],
  ['CR', 'Costa Rica', 'Costa Rica'],
  ['PA', 'Panamá', 'Panama'],
  ['CU', 'Cuba', 'Cuba'],
  ['DO', 'República Dominicana', 'Dominican Republic'],
  ['CO', 'Colombia', 'Colombia'],
  ['VE', 'Venezuela', 'Venezuela'],
  ['EC', 'Ecuador', 'Ecuador'],
  ['PE', 'Perú', 'Peru'],
  ['BO', 'Bolivia', 'Bolivia'],
  ['CL', 'Chile', 'Chile'],
  ['AR', 'Argentina', 'Argentina'],
  ['UY', 'Uruguay', 'Uruguay'],
  ['PY', 'Paraguay', 'Paraguay'],
  ['BR', 'Brasil', 'Brazil'],
  ['ES', 'España', 'Spain'],
  ['DE', 'Alemania', 'Germany'],
  ['PL', 'Polonia', 'Poland'],
  ['RO', 'Rumania', 'Romania'],
  ['FR', 'Francia', 'France'],
  ['IT', 'Italia', 'Italy'],
  ['PT', 'Portugal', 'Portugal'],
  ['GB', 'Reino Unido', 'United Kingdom'],
  ['VN', 'Vietnam', 'Vietnam'],
  ['PH', 'Filipinas', 'Philippines'],
  ['CN', 'China', 'China'],
];

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

export const countryChoices = (locale?: string) => pick(COUNTRIES, locale);
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
