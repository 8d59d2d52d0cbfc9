/**
 * The vehicle step's answers (state 16): what the form holds, its rules, and the body of POST /lead/vehicle.
 * Make and model come from the published list; the year must be one the model was made in; the plate follows
 * the contract's rule (the same as otherDetails.vehicleLicensePlateNumber), typed in any case and spacing.
 */
import { z } from 'zod';
import { vehicleRequestSchema, type VehicleRequest } from '#contract/after-offer.ts';
import type { VehicleModelsResponse } from '#contract/reference-data.ts';
import { withParams } from '../use-step-messages.ts';
import { choiceOf, yesNoSchema, type YesNo } from './answers.ts';

export const OLDEST_YEAR = 1950;
export const OWNERSHIP_CODES = ['own-name', 'joint', 'family-member', 'company'] as const;
export type Ownership = (typeof OWNERSHIP_CODES)[number];

export interface VehicleValues {
  make: string;
  model: string;
  year: string;
  licensePlateNumber: string;
  isFinanced: YesNo;
  ownership: '' | Ownership;
}

export const emptyVehicle: VehicleValues = {
  make: '',
  model: '',
  year: '',
  licensePlateNumber: '',
  isFinanced: '',
  ownership: '',
};

type Model = VehicleModelsResponse['makes'][number]['models'][number];

/** The newest year a vehicle may have: next year's models are on sale from the autumn. */
export const newestYear = (today: Date = new Date()) => today.getFullYear() + 1;

/** Plates are written in capitals with single spaces, whatever was typed. */
export const normalizePlate = (typed: string) => typed.trim().replace(/\s+/g, ' ').toUpperCase();

const plateRule = vehicleRequestSchema.shape.licensePlateNumber;

export const modelsOf = (list: VehicleModelsResponse, make: string): readonly Model[] =>
  list.makes.find((entry) => entry.name === make)?.models ?? [];

export function vehicleSchema(list: VehicleModelsResponse, today: Date = new Date()) {
  const newest = newestYear(today);
  const makes = list.makes.map((entry) => entry.name);
  return z
    .object({
      make: z.string().refine((make) => makes.includes(make), 'validation.choice'),
      model: z.string().min(1, 'validation.choice'),
      year: z
        .string()
        .trim()
        .min(1, 'validation.required')
        .refine(
          (year) => /^\d{4}$/.test(year) && Number(year) >= OLDEST_YEAR && Number(year) <= newest,
          withParams('vehicle.errors.year', { min: OLDEST_YEAR, max: newest }),
        ),
      licensePlateNumber: z
        .string()
        .refine((plate) => plate.trim() !== '', 'validation.required')
        .refine(
          (plate) => plate.trim() === '' || plateRule.safeParse(normalizePlate(plate)).success,
          'validation.pattern.licensePlate',
        ),
      isFinanced: yesNoSchema,
      ownership: choiceOf(OWNERSHIP_CODES),
    })
    .superRefine((values, context) => {
      if (!values.make || !values.model) return;
      const model = modelsOf(list, values.make).find((entry) => entry.name === values.model);
      if (!model) {
        context.addIssue({ code: 'custom', path: ['model'], message: 'validation.choice' });
        return;
      }
      const year = Number(values.year);
      const lastYear = model.yearTo ?? newest;
      if (Number.isInteger(year) && year >= OLDEST_YEAR && year <= newest) {
        if (year < model.yearFrom || year > lastYear)
          context.addIssue({
            code: 'custom',
            path: ['year'],
            message: withParams('vehicle.errors.modelYears', {
              model: `${values.make} ${values.model}`,
              from: model.yearFrom,
              to: lastYear,
            }),
          });
      }
    });
}

/** The body of POST /lead/vehicle from answers the schema accepted. */
export function toVehicleBody(id: string, values: VehicleValues): VehicleRequest {
  return {
    id,
    make: values.make,
    model: values.model,
    year: Number(values.year.trim()),
    licensePlateNumber: normalizePlate(values.licensePlateNumber),
    isFinanced: values.isFinanced === 'yes',
    ownership: values.ownership,
  };
}
