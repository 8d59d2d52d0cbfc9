/** A professional-details mapping for the tests of the professional-details step. */
import type { ProfessionalDetailsMappingResponse } from '#contract/reference-data.ts';

export const MAPPING: ProfessionalDetailsMappingResponse = {
  incomeSources: [
    {
      value: 'employed',
      label: 'Employed',
      jobAreas: [
        { value: 'services', label: 'Services' },
        { value: 'health', label: 'Health' },
      ],
      positionTypes: [
        { value: 'employee', label: 'Employee' },
        { value: 'manager', label: 'Manager' },
      ],
    },
    {
      value: 'self-employed',
      label: 'Self-employed',
      jobAreas: [
        { value: 'commerce', label: 'Commerce' },
        { value: 'agriculture', label: 'Agriculture' },
      ],
      positionTypes: [{ value: 'owner', label: 'Business owner' }],
    },
    {
      value: 'pensioner',
      label: 'Pensioner',
      jobAreas: [{ value: 'pension', label: 'Pension' }],
      positionTypes: [],
    },
    { value: 'unemployed', label: 'Unemployed', jobAreas: [], positionTypes: [] },
  ],
};
