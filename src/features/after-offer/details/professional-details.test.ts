import fc from 'fast-check';
import { professionalDetailsRequestSchema } from '#contract/after-offer.ts';
import { LEAD_ID } from '../testing/render-step.tsx';
import { MAPPING } from './professional-mapping.fixture.ts';
import { professionalBody, professionalSchema, questionsFor, sourceOf } from './professional-details.ts';

const values = (incomeSource: string, jobArea = '', positionType = '', jobTitle = '') => ({
  incomeSource,
  jobArea,
  positionType,
  jobTitle,
});

describe('professional details', () => {
  it.each([
    ['employed', { jobArea: true, position: true }],
    ['self-employed', { jobArea: true, position: true }],
    ['pensioner', { jobArea: false, position: false }],
    ['unemployed', { jobArea: false, position: false }],
    ['nobody', { jobArea: false, position: false }],
  ])('%s is asked %j', (source, asks) => {
    expect(questionsFor(sourceOf(MAPPING, source))).toEqual(asks);
  });

  it.each([
    [values('employed', 'services', 'manager', 'Jefa de enfermería'), true],
    [values('pensioner'), true],
    [values('unemployed'), true],
    [values(''), false],
    [values('employed', 'commerce', 'manager', 'Jefa'), false],
    [values('employed', 'services', 'owner', 'Jefa'), false],
    [values('employed', 'services', 'manager', ''), false],
    [values('employed', 'services', 'manager', '<script>'), false],
    [values('self-employed', 'commerce', 'owner', 'Tendero'), true],
  ])('%j is valid: %s', async (typed, valid) => {
    expect((await professionalSchema(MAPPING).safeParseAsync(typed)).success).toBe(valid);
  });

  it.each([
    [
      values('employed', 'health', 'employee', ' Enfermera '),
      {
        incomeSource: 'employed',
        jobArea: 'health',
        economicActivity: 'health',
        positionType: 'employee',
        jobTitle: 'Enfermera',
      },
    ],
    [
      values('pensioner', 'services', 'manager', 'left over'),
      { incomeSource: 'pensioner', jobArea: 'pension', economicActivity: 'pension' },
    ],
    [values('unemployed'), { incomeSource: 'unemployed' }],
  ])('sends %j as %j', (typed, incomeDetails) => {
    expect(professionalBody(LEAD_ID, typed, MAPPING)).toEqual({ id: LEAD_ID, incomeDetails });
  });

  it('sends only choices of the chosen source, in a body the contract accepts, for any valid answer', async () => {
    const answer = fc.constantFrom(...MAPPING.incomeSources).chain((source) =>
      fc.record({
        incomeSource: fc.constant(source.value),
        jobArea:
          source.jobAreas.length > 1
            ? fc.constantFrom(...source.jobAreas.map((a) => a.value))
            : fc.constant(''),
        positionType:
          source.positionTypes.length > 0
            ? fc.constantFrom(...source.positionTypes.map((p) => p.value))
            : fc.constant(''),
        jobTitle: fc.constantFrom('Contadora', 'Chofer de reparto', 'Técnico en redes'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(answer, async (typed) => {
        expect((await professionalSchema(MAPPING).safeParseAsync(typed)).success).toBe(true);
        const body = professionalBody(LEAD_ID, typed, MAPPING);
        const source = sourceOf(MAPPING, typed.incomeSource);
        const { jobArea, positionType } = body.incomeDetails;
        if (jobArea) expect(source?.jobAreas.map((area) => area.value)).toContain(jobArea);
        if (positionType) expect(source?.positionTypes.map((p) => p.value)).toContain(positionType);
        expect(professionalDetailsRequestSchema.safeParse(body).success).toBe(true);
      }),
    );
  });
});
