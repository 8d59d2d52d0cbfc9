/**
 * A stand-in for third-party pages in e2e tests, on its own loopback origin:
 * - GET /embed?target=<url> frames the app, as a partner site would;
 * - GET or POST /partner/<anything> is the page a redirected applicant lands on; it shows the method and
 *   the form fields it received, so a test can assert what the app sent.
 */
import { createServer, type Server } from 'node:http';

export const PARTNER_PORT = 4390;
export const PARTNER_ORIGIN = `http://localhost:${PARTNER_PORT}`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}

export function startPartnerServer(port = PARTNER_PORT): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', PARTNER_ORIGIN);
    if (url.pathname === '/embed') {
      const target = url.searchParams.get('target') ?? '';
      if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(target)) {
        response.writeHead(400).end('target must be a loopback app URL');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        page(
          'Partner site',
          `<h1>Partner site</h1><p>Reported height: <output data-testid="reported-height"></output></p>` +
            `<iframe src="${escapeHtml(target)}" title="Loan application" style="width:100%;height:640px;border:0"></iframe>` +
            `<script>addEventListener('message', (event) => { if (event.data && event.data.type === 'FORM_HEIGHT') document.querySelector('output').textContent = event.origin + ' ' + event.data.height; });</script>`,
        ),
      );
      return;
    }
    if (url.pathname.startsWith('/partner/')) {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const fields = new URLSearchParams(request.method === 'POST' ? body : url.search);
        const items = [...fields.keys()].map(
          (key) => `<li data-field="${escapeHtml(key)}">${escapeHtml(key)}</li>`,
        );
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          page(
            'Partner offer',
            `<h1>Partner offer</h1><p data-testid="partner-method">${escapeHtml(request.method ?? '')}</p><ul>${items.join('')}</ul>`,
          ),
        );
      });
      return;
    }
    response.writeHead(404).end('Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
