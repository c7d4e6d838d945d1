import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer, Server } from 'node:http';

/**
 * The operations listener (OPS_PORT): a second HTTP server handing its requests to the same
 * application, whose access hook lets only /metrics and /api/docs through on it.
 */
export async function listenForOperations(app: NestFastifyApplication, port: number, host: string): Promise<Server> {
  const main = app.getHttpAdapter().getInstance().server;
  const server = createServer((req, res) => main.emit('request', req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
