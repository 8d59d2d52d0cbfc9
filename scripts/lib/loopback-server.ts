/** An http server of a test listening on a free loopback port: its base address, and a close that ends keep-alives. */
import type { Server } from 'node:http';

export async function serveOnLoopback(server: Server): Promise<{ base: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A client's keep-alive connection would hold close() open.
        server.closeAllConnections();
      }),
  };
}
