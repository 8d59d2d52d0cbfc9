/**
 * Sends one GET with the request target written byte for byte over a socket and resolves with the status code
 * (0 when the server closed the connection without answering). fetch and http.request would normalise or refuse
 * the targets a hostile client sends (bad escapes, NUL bytes, raw non-ASCII), which are what the tests need.
 */
import { connect } from 'node:net';

export function rawGet(port: number, target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0)));
    socket.end(
      Buffer.concat([
        Buffer.from('GET '),
        Buffer.from(target, 'utf8'),
        Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      ]),
    );
  });
}
