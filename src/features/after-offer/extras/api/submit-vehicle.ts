/** POST /lead/vehicle: the vehicle offered as collateral (an after-offer step; answers with the next state). */
import { vehicleRequestSchema, type VehicleRequest } from '#contract/after-offer.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { postStep, useStepMutation } from '../../api/step-call.ts';

export const submitVehicleInputSchema = vehicleRequestSchema;

export function submitVehicle(client: ApiClient, input: VehicleRequest, signal?: AbortSignal) {
  return postStep(client, '/lead/vehicle', input, signal);
}

export function useSubmitVehicle() {
  return useStepMutation(submitVehicle);
}
