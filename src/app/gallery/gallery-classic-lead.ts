/**
 * The gallery's classic applicant of each country: the country's sample applicant (contract/fixtures/sample-answers.ts,
 * whose identifiers pass the country's check digits and agree with the birth date and gender), with what only the
 * classic steps ask (a relative to call, the employer's address), so that a designer reviewing, say, the Polish
 * gallery sees a Polish name, PESEL, postcode and phone, not the review tests' Mexican lead.
 */
import { SAMPLE_ANSWERS, nestAnswers, type SampleAnswers } from '#contract/fixtures/sample-answers.ts';
import { leadDataSchema, type LeadData } from '#contract/lead-payload.ts';
import type { Country } from '#contract/page-variants.ts';
import type { ClassicForm } from '../application/classic/classic-form.ts';

/** Phones as the lead carries them (national digits); postcodes in the country's format, in the applicant's town. */
const CLASSIC_ONLY: Record<Country, SampleAnswers> = {
  mx: {
    'employer.city': 'Ciudad de México',
    'employer.street': 'Avenida Juárez',
    'employer.houseNumber': '50',
  },
  co: {
    'referenceDetails.name': 'Carlos Gómez',
    'referenceDetails.phoneNumber': '3109876543',
    'employer.postalCode': '110311',
    'employer.city': 'Bogotá',
    'employer.street': 'Carrera 7',
    'employer.houseNumber': '32-16',
  },
  de: {
    'referenceDetails.name': 'Thomas Schmidt',
    'referenceDetails.phoneNumber': '17612345678',
    'employer.postalCode': '10117',
    'employer.city': 'Berlin',
    'employer.street': 'Friedrichstraße',
    'employer.houseNumber': '101',
  },
  pl: {
    'referenceDetails.name': 'Jan Kowalski',
    'referenceDetails.phoneNumber': '600700800',
    'employer.postalCode': '00-001',
    'employer.city': 'Warszawa',
    'employer.street': 'Aleje Jerozolimskie',
    'employer.houseNumber': '44',
  },
  ro: {
    'referenceDetails.name': 'Andrei Popescu',
    'referenceDetails.phoneNumber': '722123456',
    'employer.postalCode': '030167',
    'employer.city': 'București',
    'employer.street': 'Bulevardul Unirii',
    'employer.houseNumber': '15',
  },
  es: {
    'referenceDetails.name': 'Carmen López',
    'referenceDetails.phoneNumber': '699123456',
    'employer.postalCode': '28001',
    'employer.city': 'Madrid',
    'employer.street': 'Calle de Serrano',
    'employer.houseNumber': '45',
  },
  vn: {
    'referenceDetails.name': 'Trần Minh',
    'referenceDetails.phoneNumber': '987654321',
    'employer.postalCode': '100000',
    'employer.city': 'Hà Nội',
    'employer.street': 'Phố Tràng Tiền',
    'employer.houseNumber': '8',
  },
  ph: {
    'referenceDetails.name': 'Jose Santos',
    'referenceDetails.phoneNumber': '9181234567',
    'employer.postalCode': '1004',
    'employer.city': 'Manila',
    'employer.street': 'Taft Avenue',
    'employer.houseNumber': '1500',
  },
};

/**
 * The lead of an applicant of the form's country who answered every classic step (employed, so the employment step
 * is asked too), holding only what the form asks; amount and period are left to the caller (the variant's loan).
 */
export function classicLeadOf(form: ClassicForm): LeadData {
  const sample: SampleAnswers = { ...SAMPLE_ANSWERS[form.country], ...CLASSIC_ONLY[form.country] };
  const asked = new Set<string>(form.steps.flatMap((step) => step.dataPoints.map((point) => point.name)));
  const answers = Object.fromEntries(Object.entries(sample).filter(([name]) => asked.has(name)));
  return leadDataSchema.parse(nestAnswers(answers));
}
