// @vitest-environment happy-dom
import fc from 'fast-check';
import { ID_UPLOAD_MAX_BYTES } from '#contract/after-offer.ts';
import { decodeMessage } from '#shared/i18n/encoded-message.ts';
import {
  checkFile,
  contentTypeOf,
  DOCUMENT_FILE_TYPES,
  readFileAsBase64,
  SELFIE_FILE_TYPES,
  sidesFor,
  uploadFileName,
} from './id-upload-files.ts';

const MiB = 1024 * 1024;

describe('checkFile', () => {
  it.each([
    [
      'a JPEG photo',
      { name: 'front.jpg', type: 'image/jpeg', size: 300_000 },
      DOCUMENT_FILE_TYPES,
      'image/jpeg',
    ],
    ['a PNG scan', { name: 'scan.png', type: 'image/png', size: 1 }, DOCUMENT_FILE_TYPES, 'image/png'],
    [
      'a PDF scan',
      { name: 'id.pdf', type: 'application/pdf', size: 2 * MiB },
      DOCUMENT_FILE_TYPES,
      'application/pdf',
    ],
    [
      'exactly 5 MiB',
      { name: 'big.jpg', type: 'image/jpeg', size: ID_UPLOAD_MAX_BYTES },
      DOCUMENT_FILE_TYPES,
      'image/jpeg',
    ],
    [
      'image/jpg as some browsers say',
      { name: 'x.jpg', type: 'image/jpg', size: 10 },
      DOCUMENT_FILE_TYPES,
      'image/jpeg',
    ],
    [
      'no type, known extension',
      { name: 'FRONT.JPEG', type: '', size: 10 },
      DOCUMENT_FILE_TYPES,
      'image/jpeg',
    ],
    ['a selfie photo', { name: 'me.png', type: 'image/png', size: 10 }, SELFIE_FILE_TYPES, 'image/png'],
  ])('accepts %s', (_, file, accepted, contentType) => {
    expect(checkFile(file, accepted)).toEqual({ ok: true, contentType });
  });

  it.each([
    [
      'a GIF',
      { name: 'a.gif', type: 'image/gif', size: 10 },
      DOCUMENT_FILE_TYPES,
      'idUpload.errors.fileType',
    ],
    [
      'an iPhone HEIC',
      { name: 'a.heic', type: 'image/heic', size: 10 },
      DOCUMENT_FILE_TYPES,
      'idUpload.errors.fileType',
    ],
    ['a Word file', { name: 'a.docx', type: '', size: 10 }, DOCUMENT_FILE_TYPES, 'idUpload.errors.fileType'],
    [
      'a PDF as selfie',
      { name: 'me.pdf', type: 'application/pdf', size: 10 },
      SELFIE_FILE_TYPES,
      'idUpload.errors.photoType',
    ],
    [
      'an empty file',
      { name: 'a.png', type: 'image/png', size: 0 },
      DOCUMENT_FILE_TYPES,
      'idUpload.errors.fileEmpty',
    ],
    [
      'one byte over 5 MiB',
      { name: 'a.png', type: 'image/png', size: ID_UPLOAD_MAX_BYTES + 1 },
      DOCUMENT_FILE_TYPES,
      'idUpload.errors.fileSize',
    ],
  ])('refuses %s', (_, file, accepted, key) => {
    const check = checkFile(file, accepted);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(decodeMessage(check.message).key).toBe(key);
  });

  it('says the limit in the size message', () => {
    const check = checkFile({ name: 'a.png', type: 'image/png', size: 6 * MiB }, DOCUMENT_FILE_TYPES);
    expect(check.ok ? undefined : decodeMessage(check.message).params).toEqual({ max: 5 });
  });
});

describe('contentTypeOf', () => {
  it.each([
    [{ name: 'a.PDF', type: '' }, 'application/pdf'],
    [{ name: 'a.png', type: 'image/png' }, 'image/png'],
    [{ name: 'noextension', type: '' }, ''],
  ])('%j is %j', (file, type) => expect(contentTypeOf(file)).toBe(type));
});

describe('uploadFileName', () => {
  it.each([
    ['front.jpg', 'front', 'image/jpeg', 'front.jpg'],
    ['   ', 'back', 'application/pdf', 'back.pdf'],
    ['', 'selfie', 'image/png', 'selfie.png'],
  ] as const)('%j for the %s (%s) is %j', (name, side, type, expected) => {
    expect(uploadFileName(name, side, type)).toBe(expected);
  });

  it('cuts a long name to 200 characters and keeps its extension', () => {
    const name = uploadFileName(`${'x'.repeat(300)}.jpeg`, 'front', 'image/jpeg');
    expect(name).toHaveLength(200);
    expect(name.endsWith('.jpeg')).toBe(true);
  });
});

describe('sidesFor', () => {
  it.each([
    ['', ['front', 'back', 'selfie']],
    ['id-card', ['front', 'back', 'selfie']],
    ['voter-card', ['front', 'back', 'selfie']],
    ['residence-permit', ['front', 'back', 'selfie']],
    ['passport', ['front', 'selfie']],
  ] as const)('%j asks for %j, the selfie optional', (type, sides) => {
    const rules = sidesFor(type);
    expect(rules.map((rule) => rule.side)).toEqual(sides);
    expect(rules.filter((rule) => !rule.required).map((rule) => rule.side)).toEqual(['selfie']);
  });
});

describe('readFileAsBase64', () => {
  it.each([
    [[0x89, 0x50, 0x4e, 0x47], 'iVBORw=='],
    [[0xff, 0xd8, 0xff], '/9j/'],
    [[104, 105], 'aGk='],
  ])('reads %j as %j, without the data-URL prefix', async (bytes, base64) => {
    expect(await readFileAsBase64(new File([new Uint8Array(bytes)], 'f.png', { type: 'image/png' }))).toBe(
      base64,
    );
  });

  it('is standard base64 of any bytes (what the server decodes)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 2048 }), async (bytes) => {
        const read = await readFileAsBase64(new Blob([bytes]));
        expect(read).toBe(Buffer.from(bytes).toString('base64'));
        expect(read).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      }),
      { numRuns: 50 },
    );
  });
});
