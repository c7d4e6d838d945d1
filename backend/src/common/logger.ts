import { LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Logger } from 'pino';

/** Paths whose values never reach a log line. */
const REDACTED = [
  'req.headers.authorization',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-admin-secret"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.human_token',
  '*.jwt',
];

/** Verification links carry a secret in the path; only their shape is logged. */
export function redactPath(url: string): string {
  return url.replace(/\/verify\/[^/?#]+/gi, '/verify/[redacted]').replace(/([?&](?:token|next)=)[^&#]*/gi, '$1[redacted]');
}

export function createRootLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
    level,
    redact: { paths: REDACTED, censor: '[redacted]' },
    base: { service: 'gameshift' },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: {
      req: (req: { id?: string; method?: string; url?: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url ? redactPath(req.url) : undefined,
        ip: req.ip,
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    },
    destination,
  );
}

/** Nest's start-up chatter (one line per module and route) is only useful when debugging. */
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** Nest's logger interface over the same pino instance the HTTP server uses. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.write(context && QUIET_CONTEXTS.has(context) ? 'debug' : 'info', message, context);
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }
  fatal(message: unknown, context?: string): void {
    this.write('fatal', message, context);
  }

  private write(level: 'info' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, context?: string): void {
    if (message !== null && typeof message === 'object') this.logger[level]({ context, ...message });
    else this.logger[level]({ context }, String(message));
  }
}
