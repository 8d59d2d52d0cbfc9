import { fireEvent, screen, waitFor } from '@testing-library/react';
import { idUploadRequestSchema } from '#contract/after-offer.ts';
import type { RecordedCall } from '#shared/api/testing/fake-fetch.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import IdUploadPage from './id-upload-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

type Answer = (call: RecordedCall) => Response;
/** The server completes state 30 on any of the calls: each answers accepted (10) unless told otherwise. */
const api =
  (answers: { document?: Answer; upload?: Answer; skip?: Answer } = {}) =>
  (call: RecordedCall) => {
    if (call.url.endsWith('/lead/documentId')) return (answers.document ?? (() => nextState()))(call);
    if (call.url.endsWith('/lead/idUpload')) return (answers.upload ?? (() => nextState()))(call);
    return (answers.skip ?? (() => nextState()))(call);
  };

const render = (handler = api()) => renderStep(<IdUploadPage />, { state: 30, path: '/id-upload', handler });
const png = (name: string, bytes = [0x89, 0x50, 0x4e, 0x47]) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const front = () => screen.getByLabelText('Front of the document');
const back = () => screen.getByLabelText('Back of the document');
const selfie = () => screen.getByLabelText('Selfie holding the document (optional)');
const send = () => screen.getByRole('button', { name: 'Send the document' });
const posts = (calls: RecordedCall[], path: string) => calls.filter((call) => call.url.endsWith(path));

async function fillDocument(view: ReturnType<typeof render>, type = 'Voter card') {
  await view.user.click(screen.getByRole('radio', { name: type }));
  await view.user.type(screen.getByRole('textbox', { name: 'Document number' }), 'idmex 1234567');
  await view.user.type(screen.getByRole('textbox', { name: 'Expiry date (optional)' }), '31/12/2099');
}

describe('IdUploadPage', () => {
  it('asks for the document and its images, with file inputs that say what they take, and passes axe', async () => {
    const view = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Your identity document' })).toHaveFocus();
    expect(front()).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    expect(selfie()).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(selfie()).toHaveAttribute('capture', 'user');
    await view.user.upload(front(), png('front.png'));
    expect(screen.getByTestId('upload-front')).toHaveTextContent('front.png: ready to send');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each([
    ['a document type', 'Choose one of the options.'],
    ['a document number', 'Fill in this field to continue.'],
    ['the front', 'Add a photo or scan of the front of the document.'],
    ['the back', 'Add a photo or scan of the back of the document.'],
  ])('refuses to send without %s', async (_, message) => {
    const view = render();
    await view.user.click(send());
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(view.calls).toHaveLength(0);
  });

  it.each([
    ['a GIF', new File(['GIF89a'], 'front.gif', { type: 'image/gif' }), 'Choose a JPG, PNG or PDF file.'],
    [
      'an empty file',
      new File([], 'front.png', { type: 'image/png' }),
      'This file is empty. Choose another one.',
    ],
    [
      'a file over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'front.jpg', { type: 'image/jpeg' }),
      'This file is larger than 5 MB. Take a new photo or choose a smaller file.',
    ],
  ])('refuses %s at the field as soon as it is chosen, and in the summary', async (_, file, message) => {
    const view = render();
    fireEvent.change(front(), { target: { files: [file] } });
    expect(front()).toHaveAccessibleDescription(expect.stringContaining(message));
    await fillDocument(view);
    await view.user.upload(back(), png('back.png'));
    await view.user.click(send());
    expect(await screen.findByRole('link', { name: message })).toHaveAttribute('href', '#step-files-front');
    expect(view.calls).toHaveLength(0);
  });

  it('shows a thumbnail of a chosen image and releases it when the file is removed', async () => {
    // This test lends URL object URLs of its own, to see each made and released, and takes them back.
    const created = vi.fn(() => 'blob:front-preview');
    const revoked = vi.fn();
    const had = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    try {
      const view = render();
      await view.user.upload(front(), png('front.png'));
      expect(screen.getByRole('img', { name: 'Preview: Front of the document' })).toHaveAttribute(
        'src',
        'blob:front-preview',
      );
      await view.user.click(screen.getByRole('button', { name: 'Remove: Front of the document' }));
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(revoked).toHaveBeenCalledWith('blob:front-preview');
    } finally {
      Object.assign(URL, had);
    }
  });

  it.each([
    ['AB-12', 'Use letters and digits only, as printed on the document.'],
    ['AB1', 'The document number has 4 to 20 letters and digits. Check it against the document.'],
  ])('refuses the number %j before sending', async (typed, message) => {
    const view = render();
    await view.user.type(screen.getByRole('textbox', { name: 'Document number' }), typed);
    await view.user.click(send());
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(view.calls).toHaveLength(0);
  });

  it('refuses an expired document before sending', async () => {
    const view = render();
    await view.user.type(screen.getByRole('textbox', { name: 'Expiry date (optional)' }), '01/01/2020');
    await view.user.click(send());
    expect(
      await screen.findByRole('link', {
        name: 'This document has expired. Use a document that is still valid.',
      }),
    ).toBeInTheDocument();
  });

  it('sends the details first, then each image as base64, and follows the last answer', async () => {
    let uploads = 0;
    const view = render(
      api({ document: () => nextState(30), upload: () => nextState(++uploads === 3 ? 10 : 30) }),
    );
    await fillDocument(view);
    await view.user.upload(front(), png('front.png', [1, 2, 3]));
    await view.user.upload(back(), png('back.png', [4, 5, 6]));
    await view.user.upload(selfie(), new File([new Uint8Array([7, 8, 9])], 'me.jpg', { type: 'image/jpeg' }));
    await view.user.click(send());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(view.calls.map((call) => call.url.replace(/^.*\/lead\//, ''))).toEqual([
      'documentId',
      'idUpload',
      'idUpload',
      'idUpload',
    ]);
    expect(view.calls[0]?.body).toEqual({
      id: LEAD_ID,
      documentType: 'voter-card',
      documentNumber: 'IDMEX1234567',
      expiresAt: '2099-12-31',
    });
    expect(posts(view.calls, '/lead/idUpload').map((call) => call.body)).toEqual([
      { id: LEAD_ID, side: 'front', fileName: 'front.png', contentType: 'image/png', dataBase64: 'AQID' },
      { id: LEAD_ID, side: 'back', fileName: 'back.png', contentType: 'image/png', dataBase64: 'BAUG' },
      { id: LEAD_ID, side: 'selfie', fileName: 'me.jpg', contentType: 'image/jpeg', dataBase64: 'BwgJ' },
    ]);
  });

  it('does not move on when the details are accepted but the images are not sent yet', async () => {
    const logs = captureLogs();
    const view = render(api({ upload: serverError }));
    await fillDocument(view, 'Passport');
    expect(screen.queryByLabelText('Back of the document')).not.toBeInTheDocument();
    await view.user.upload(front(), png('front.png'));
    await view.user.click(send());
    expect(
      await screen.findByRole('button', { name: 'Try again: Front of the document' }),
    ).toBeInTheDocument();
    expect(view.where()).toBe('/id-upload');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/idUpload HTTP 500 HTTP error']);
  });

  it('keeps the images that were sent when one fails, and sends only that one again', async () => {
    const logs = captureLogs();
    let failBack = true;
    const view = render(
      api({
        upload: (call) => {
          if (idUploadRequestSchema.parse(call.body).side !== 'back') return nextState(30);
          return failBack ? serverError() : nextState(10);
        },
        document: () => nextState(30),
      }),
    );
    await fillDocument(view);
    await view.user.upload(front(), png('front.png'));
    await view.user.upload(back(), png('back.png'));
    await view.user.click(send());
    expect(await screen.findByRole('link', { name: /We could not send this file/ })).toHaveAttribute(
      'href',
      '#step-files-back',
    );
    expect(screen.getByTestId('upload-front')).toHaveTextContent('front.png: sent');
    expect(screen.getByTestId('upload-back')).toHaveTextContent('back.png: not sent');
    expect(view.where()).toBe('/id-upload');

    failBack = false;
    const before = view.calls.length;
    await view.user.click(screen.getByRole('button', { name: 'Try again: Back of the document' }));
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(view.calls.slice(before).map((call) => idUploadRequestSchema.parse(call.body).side)).toEqual([
      'back',
    ]);
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/idUpload HTTP 500 HTTP error']);
  });

  it('does not send the details again when only an image is sent again with the button', async () => {
    const logs = captureLogs();
    let attempt = 0;
    const view = render(api({ upload: () => (++attempt === 1 ? serverError() : nextState()) }));
    await fillDocument(view, 'Passport');
    await view.user.upload(front(), png('front.png'));
    await view.user.click(send());
    await screen.findByRole('button', { name: 'Try again: Front of the document' });
    await view.user.click(send());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(posts(view.calls, '/lead/documentId')).toHaveLength(1);
    expect(posts(view.calls, '/lead/idUpload')).toHaveLength(2);
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/idUpload HTTP 500 HTTP error']);
  });

  it('shows a server refusal of the number at the field and sends no image', async () => {
    const logs = captureLogs();
    const view = render(
      api({
        document: () => fieldErrors({ fieldName: 'documentNumber', message: 'Use letters and digits only' }),
      }),
    );
    await fillDocument(view);
    await view.user.upload(front(), png('front.png'));
    await view.user.upload(back(), png('back.png'));
    await view.user.click(send());
    expect(await screen.findByRole('link', { name: 'Use letters and digits only' })).toHaveAttribute(
      'href',
      '#step-documentNumber',
    );
    expect(posts(view.calls, '/lead/idUpload')).toHaveLength(0);
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/documentId HTTP 400 HTTP error']);
  });

  it('says so when the server fails, and keeps what was typed and chosen', async () => {
    const logs = captureLogs();
    const view = render(api({ document: serverError }));
    await fillDocument(view);
    await view.user.upload(front(), png('front.png'));
    await view.user.upload(back(), png('back.png'));
    await view.user.click(send());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Document number' })).toHaveValue('idmex 1234567');
    expect(screen.getByTestId('upload-back')).toHaveTextContent('back.png: ready to send');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/documentId HTTP 500 HTTP error']);
  });

  it('keeps the details as a draft, never the images', async () => {
    const view = render();
    await fillDocument(view);
    await view.user.upload(front(), png('front.png', [1, 2, 3]));
    await new Promise((resolve) => setTimeout(resolve, 350));
    const drafts = JSON.stringify(view.store.getState().drafts);
    expect(drafts).toContain('idmex 1234567');
    expect(drafts).not.toContain('front.png');
    expect(drafts).not.toContain('AQID');
  });

  it('lets the applicant bring the document later', async () => {
    const view = render();
    await view.user.click(screen.getByRole('button', { name: 'I will bring the document later' }));
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(view.calls).toMatchObject([{ method: 'POST', body: { id: LEAD_ID } }]);
    expect(view.calls[0]?.url).toMatch(/\/lead\/skip-document-upload$/);
  });

  it('speaks Mexican Spanish', async () => {
    renderStep(<IdUploadPage />, { state: 30, path: '/id-upload', handler: api(), locale: 'mx' });
    expect(screen.getByRole('radio', { name: 'Credencial para votar (INE)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Frente de la identificación')).toBeInTheDocument();
  });
});
