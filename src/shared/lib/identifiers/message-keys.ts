import { CCCD_APPLICANT_MISMATCHES, CCCD_FAILURES } from './cccd.ts';
import { CLABE_FAILURES } from './clabe.ts';
import { CNP_FAILURES } from './cnp.ts';
import { CNP_APPLICANT_MISMATCHES } from './cnp-applicant.ts';
import { CEDULA_FAILURES } from './colombian-cedula.ts';
import { CURP_FAILURES } from './curp.ts';
import { CURP_APPLICANT_MISMATCHES } from './curp-applicant.ts';
import { DOMESTIC_ACCOUNT_FAILURES } from './domestic-account.ts';
import { IBAN_FAILURES } from './iban.ts';
import { NIT_FAILURES } from './nit.ts';
import { PESEL_FAILURES } from './pesel.ts';
import { PESEL_APPLICANT_MISMATCHES } from './pesel-applicant.ts';
import { PHILIPPINE_ID_FAILURES } from './philippine-ids.ts';
import { POLISH_ID_CARD_FAILURES } from './polish-id-card.ts';
import { RFC_FAILURES, RFC_WARNINGS } from './rfc.ts';
import { SPANISH_ID_FAILURES } from './spanish-id.ts';

/**
 * Every reason a form may need to show, per identifier: failures, warnings and applicant mismatches.
 * Keys are `identifiers.<identifier>.<reason>`; the translations live with the forms.
 */
const REASONS = {
  curp: [...CURP_FAILURES, ...CURP_APPLICANT_MISMATCHES],
  rfc: [...RFC_FAILURES, ...RFC_WARNINGS],
  clabe: CLABE_FAILURES,
  pesel: [...PESEL_FAILURES, ...PESEL_APPLICANT_MISMATCHES],
  plIdCard: POLISH_ID_CARD_FAILURES,
  cnp: [...CNP_FAILURES, ...CNP_APPLICANT_MISMATCHES],
  dni: SPANISH_ID_FAILURES,
  nie: SPANISH_ID_FAILURES,
  iban: [...IBAN_FAILURES, 'nationalCheckDigit'],
  cedula: CEDULA_FAILURES,
  nit: NIT_FAILURES,
  cccd: [...CCCD_FAILURES, ...CCCD_APPLICANT_MISMATCHES],
  tin: PHILIPPINE_ID_FAILURES,
  phNationalId: PHILIPPINE_ID_FAILURES,
  account: DOMESTIC_ACCOUNT_FAILURES,
} as const;

export type IdentifierKind = keyof typeof REASONS;
export type IdentifierReason<Kind extends IdentifierKind> = (typeof REASONS)[Kind][number];
export type IdentifierMessageKey<Kind extends IdentifierKind = IdentifierKind> = {
  [K in Kind]: `identifiers.${K}.${IdentifierReason<K>}`;
}[Kind];

export function identifierMessageKey<Kind extends IdentifierKind, Reason extends IdentifierReason<Kind>>(
  kind: Kind,
  reason: Reason,
): `identifiers.${Kind}.${Reason}` {
  return `identifiers.${kind}.${reason}`;
}

type MessageKeyIndex = {
  readonly [K in IdentifierKind]: Readonly<Record<IdentifierReason<K>, IdentifierMessageKey<K>>>;
};

function buildIndex(): MessageKeyIndex {
  const entries = Object.entries(REASONS).map(([kind, reasons]) => [
    kind,
    Object.fromEntries(reasons.map((reason) => [reason, `identifiers.${kind}.${reason}`])),
  ]);
  // Object.fromEntries loses the per-key literal types; the shape is asserted by message-keys.test.ts.
  return Object.fromEntries(entries) as MessageKeyIndex;
}

/** IDENTIFIER_MESSAGE_KEYS.curp.checkDigit === 'identifiers.curp.checkDigit'. */
export const IDENTIFIER_MESSAGE_KEYS: MessageKeyIndex = buildIndex();
