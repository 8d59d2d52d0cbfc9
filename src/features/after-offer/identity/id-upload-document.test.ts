import { LEAD_ID } from '../testing/render-step.tsx';
import { documentIdBody, ID_DOCUMENT_DEFAULTS, idDocumentSchema } from './id-upload-document.ts';

const TODAY = '2026-05-01';
/** How to write a date in the test build's market (Mexico: day first, slashes). */
const DATE_FORMAT =
  '{"key":"validation.date.format","params":{"context":"dmy","separator":"/","example":"07/03/1990"}}';
const valid = { documentType: 'voter-card', documentNumber: 'IDMEX1234567', issuedAt: '', expiresAt: '' };
const firstMessage = (values: object) => {
  const result = idDocumentSchema(TODAY).safeParse({ ...valid, ...values });
  return result.success
    ? undefined
    : { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
};

describe('idDocumentSchema', () => {
  it.each([
    [{ documentType: '' }, 'documentType', 'validation.choice'],
    [{ documentType: 'driving-licence' }, 'documentType', 'validation.choice'],
    [{ documentNumber: '' }, 'documentNumber', 'validation.required'],
    [{ documentNumber: '   ' }, 'documentNumber', 'validation.required'],
    [{ documentNumber: 'AB-123' }, 'documentNumber', 'idUpload.errors.numberCharacters'],
    [{ documentNumber: 'ÁB1234' }, 'documentNumber', 'idUpload.errors.numberCharacters'],
    [{ documentNumber: 'AB1' }, 'documentNumber', 'idUpload.errors.numberLength'],
    [{ documentNumber: 'A'.repeat(21) }, 'documentNumber', 'idUpload.errors.numberLength'],
    [{ issuedAt: '31/02/2020' }, 'issuedAt', DATE_FORMAT],
    [{ issuedAt: 'yesterday' }, 'issuedAt', DATE_FORMAT],
    [{ issuedAt: '02/05/2026' }, 'issuedAt', 'idUpload.errors.issuedFuture'],
    [{ expiresAt: '13/13/2030' }, 'expiresAt', DATE_FORMAT],
    [{ expiresAt: '30/04/2026' }, 'expiresAt', 'idUpload.errors.expired'],
    [{ issuedAt: '01/01/2020', expiresAt: '01/01/2020' }, 'expiresAt', 'idUpload.errors.expired'],
  ])('refuses %j at %s: %s', (values, path, message) => {
    expect(firstMessage(values)).toEqual({ path, message });
  });

  it('refuses an expiry before the issue (both in range of today)', () => {
    const schema = idDocumentSchema('2020-01-01');
    const result = schema.safeParse({ ...valid, issuedAt: '01/01/2019', expiresAt: '01/06/2018' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toContain(
      'idUpload.errors.expiresBeforeIssued',
    );
  });

  it.each([
    [{}],
    [{ documentNumber: ' idmex 1234 567 ' }],
    [{ issuedAt: '01/05/2026', expiresAt: '01/05/2036' }],
    [{ expiresAt: '01/05/2026' }],
    [{ issuedAt: '2016-03-07', expiresAt: '07/03/2031' }],
  ])('accepts %j', (values) => {
    expect(firstMessage(values)).toBeUndefined();
  });

  it('starts empty', () => {
    expect(idDocumentSchema(TODAY).safeParse(ID_DOCUMENT_DEFAULTS).success).toBe(false);
  });
});

describe('documentIdBody', () => {
  it.each([
    [valid, { id: LEAD_ID, documentType: 'voter-card', documentNumber: 'IDMEX1234567' }],
    [
      {
        documentType: 'passport',
        documentNumber: ' g12 345 678 ',
        issuedAt: '07/03/2021',
        expiresAt: '7/3/2031',
      },
      {
        id: LEAD_ID,
        documentType: 'passport',
        documentNumber: 'G12345678',
        issuedAt: '2021-03-07',
        expiresAt: '2031-03-07',
      },
    ],
  ])('sends %j as %j (no empty dates)', (values, body) => {
    expect(documentIdBody(LEAD_ID, values)).toEqual(body);
  });
});
