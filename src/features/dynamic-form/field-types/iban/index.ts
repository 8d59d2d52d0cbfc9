/** A bank account number: an IBAN, or the country's own (Mexico's CLABE), by the `iban` identifier rule. */
import { identifierFieldType } from '../shared/identifier-type.ts';

export const ibanFieldType = identifierFieldType;
