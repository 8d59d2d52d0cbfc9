import fc from 'fast-check';
import { IDENTIFIER_DATA_POINTS, SECRET_FORM_FIELDS } from '#contract/identifiers.ts';
import { memorySafeStorage, type MemoryStorage } from '#shared/lib/storage/memory-storage.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { createProgressStore } from './progress-store.ts';

const storeOver = (storage: SafeStorage) =>
  createProgressStore({ storage, now: () => new Date('2026-05-01') });
const everything = (session: MemoryStorage, local: MemoryStorage) =>
  ['state', 'lid', 'dynamicPages', 'storedLoanApplication']
    .map((key) => `${session.getItem(key) ?? ''}${local.getItem(key) ?? ''}`)
    .join('\n');

// A Mexican applicant's identifiers, and the after-offer secrets, as typed.
const CURP = 'LOGM900820MDFPRR04';
const RFC = 'LOGM900820AB6';
const CLABE = '002010077777777771';

describe('identifiers never reach browser storage, wherever they are saved', () => {
  it.each([
    [
      'dynamic answers',
      (store: ReturnType<typeof storeOver>) =>
        store.getState().setDynamicPages({
          answers: {
            'personalDetails.personalCode': CURP,
            'employer.taxRegistryCode': RFC,
            'incomeDetails.iban': CLABE,
          },
          submitted: [],
          serverErrors: [],
        }),
    ],
    [
      'a dynamic draft',
      (store: ReturnType<typeof storeOver>) =>
        store.getState().saveDraft('personal-details', { 'personalDetails.personalCode': CURP }),
    ],
    [
      'the classic application',
      (store: ReturnType<typeof storeOver>) =>
        store.getState().saveApplicationData({
          personalDetails: { personalCode: CURP },
          employer: { taxRegistryCode: RFC },
          incomeDetails: { iban: CLABE },
        }),
    ],
    [
      'a classic draft (flat names)',
      (store: ReturnType<typeof storeOver>) =>
        store.getState().saveDraft('/personal-details', { personalCode: CURP, taxRegistryCode: RFC }),
    ],
    [
      'after-offer drafts',
      (store: ReturnType<typeof storeOver>) => {
        store.getState().saveDraft('/bank-data', { iban: CLABE, accountHolderName: 'María López' });
        store.getState().saveDraft('/cnp', { cnp: CURP });
        store.getState().saveDraft('/account', { password: RFC, passwordConfirmation: RFC });
        store.getState().saveDraft('/mobile-verification', { code: CLABE });
        store.getState().saveDraft('/wniosek', { pesel: CURP, idCardNumber: RFC, bankAccountNumber: CLABE });
      },
    ],
  ])('%s: the value stays in memory, storage never has it', (_name, save) => {
    const { storage, session, local } = memorySafeStorage();
    const store = storeOver(storage);
    save(store);
    const written = everything(session, local);
    for (const value of [CURP, RFC, CLABE]) expect(written).not.toContain(value);
    // Until it is sent, memory still has it (the form reads it from there).
    expect(JSON.stringify(store.getState())).toMatch(new RegExp(`${CURP}|${RFC}|${CLABE}`));
  });

  it('everything else the applicant typed survives a reload', () => {
    const { storage } = memorySafeStorage();
    storeOver(storage)
      .getState()
      .setDynamicPages({
        answers: { 'personalDetails.firstName': 'María', 'personalDetails.personalCode': CURP },
        submitted: ['initial-details'],
        serverErrors: [],
      });
    storeOver(storage).getState().saveDraft('/bank-data', { iban: CLABE, accountHolderName: 'María López' });
    const reloaded = storeOver(storage).getState();
    expect(reloaded.dynamicPages).toEqual({
      answers: { 'personalDetails.firstName': 'María' },
      submitted: ['initial-details'],
      serverErrors: [],
    });
    expect(reloaded.readDraft('/bank-data')).toEqual({ accountHolderName: 'María López' });
  });

  it.each([10, 11, 12, 13])(
    'once outcome %i is reached, storage keeps the loan choice and ids only',
    (outcome) => {
      const { storage, session, local } = memorySafeStorage();
      const store = storeOver(storage);
      store.getState().setDynamicPages({ answers: { 'personalDetails.firstName': 'María' } });
      store.getState().saveApplicationData({
        amount: 10000,
        period: 12,
        personalDetails: { firstName: 'María', lastName: 'López' },
        contactDetails: { email: 'maria@example.com' },
      });
      store.getState().saveDraft('/bank-data', { accountHolderName: 'María López' });
      store.getState().storeLeadId({ id: '6f1c2d4e-0000-4000-8000-000000000001', leadStatus: 1 });
      store.getState().pushProgressState(outcome);
      const written = everything(session, local);
      for (const personal of ['María', 'López', 'maria@example.com']) expect(written).not.toContain(personal);
      expect(session.getItem('dynamicPages')).toBeNull();
      expect(storeOver(storage).getState().application).toMatchObject({
        amount: 10000,
        period: 12,
        id: '6f1c2d4e-0000-4000-8000-000000000001',
      });
    },
  );

  it('the identifier list names every after-offer secret and each identifier data point', () => {
    expect(IDENTIFIER_DATA_POINTS).toEqual(
      expect.arrayContaining(['personalDetails.personalCode', 'incomeDetails.iban']),
    );
    expect(SECRET_FORM_FIELDS).toEqual(expect.arrayContaining(['password', 'code', 'cnp']));
  });
});

describe('property: whatever answers are saved, the serialized storage never contains an identifier value', () => {
  const identifierName = fc.constantFrom(
    ...IDENTIFIER_DATA_POINTS,
    ...SECRET_FORM_FIELDS,
    ...IDENTIFIER_DATA_POINTS.map((name) => name.slice(name.indexOf('.') + 1)),
  );
  // A marker no other generated text can produce, so finding it means an identifier leaked.
  const secret = fc.string({ minLength: 1, maxLength: 12 }).map((text) => `SECRET-${text}-VALUE`);
  const otherName = fc.constantFrom(
    'personalDetails.firstName',
    'contactDetails.email',
    'amount',
    'accountHolderName',
  );
  const plain = fc.string({ maxLength: 12 }).filter((text) => !text.includes('SECRET'));

  it('dynamic answers, drafts and nested lead data', () => {
    fc.assert(
      fc.property(
        fc.dictionary(identifierName, secret, { minKeys: 1 }),
        fc.dictionary(otherName, plain),
        fc.constantFrom('/personal-details', '/bank-data', '/account', 'clabe'),
        (identifiers, others, draftPath) => {
          const { storage, session, local } = memorySafeStorage();
          const store = storeOver(storage);
          const answers = { ...others, ...identifiers };
          store.getState().setDynamicPages({ answers, submitted: [], serverErrors: [] });
          store.getState().saveDraft(draftPath, answers);
          store.getState().saveDraft('/references', { references: [answers] });
          expect(everything(session, local)).not.toMatch(/SECRET-/);
        },
      ),
    );
  });
});
