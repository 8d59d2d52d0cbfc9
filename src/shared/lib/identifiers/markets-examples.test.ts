// @vitest-environment node
import { validateClabe } from './clabe.ts';
import { validateCnp } from './cnp.ts';
import { validateCurp } from './curp.ts';
import { validateGermanIban } from './german-iban.ts';
import { validateIban } from './iban.ts';
import { validatePesel } from './pesel.ts';
import { validateDni, validateNie } from './spanish-id.ts';

// Every example value published in ../shared/MARKETS.md, in the order it lists them.
describe('../shared/MARKETS.md examples', () => {
  it.each([
    ['CURP', validateCurp, 'BOXW310820HNERXN09'],
    ['CLABE', validateClabe, '002010077777777771'],
    ['CLABE', validateClabe, '032180000118359719'],
    ['PESEL', validatePesel, '44051401359'],
    ['CNP', validateCnp, '1630615123457'],
    ['DNI', validateDni, '12345678Z'],
    ['NIE', validateNie, 'X2482300W'],
    ['IBAN', validateIban, 'DE89370400440532013000'],
    ['IBAN DE', validateGermanIban, 'DE89370400440532013000'],
  ])('%s %s is accepted', (_name, validate: (input: string) => { valid: boolean }, example) => {
    expect(validate(example)).toMatchObject({ valid: true, value: example });
  });
});
