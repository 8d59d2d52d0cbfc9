import { partnerDisplayName } from './partner-name.ts';

describe('partnerDisplayName', () => {
  it.each([
    ['creditea', [{ partner: 'creditea', name: 'Creditea' }], 'Creditea'],
    ['finanzas-aliadas', [], 'Finanzas Aliadas'],
    ['finanzas-aliadas', [{ partner: 'creditea', name: 'Creditea' }], 'Finanzas Aliadas'],
    ['', [], ''],
  ])('%s reads %j', (code, known, name) => {
    expect(partnerDisplayName(code, known)).toBe(name);
  });
});
