/** A personal or tax identification code (a CURP, an RFC, a DNI...), by the registry's identifier rule. */
import { identifierFieldType } from '../shared/identifier-type.ts';

export const idCodeFieldType = identifierFieldType;
