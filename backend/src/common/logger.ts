import { LoggerService } from '@nestjs/common';
import { isEmailAddress, maskEmail, withoutSecrets } from '@gameshift/contracts';
import pino, { DestinationStream, Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import { redactAddresses } from './redact-addresses';

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
  // Statement parameters of a failed query: emails, handles, token hashes.
  '*.parameters',
  '*.err.parameters',
];

/**
 * Fields holding an email address: logged masked, enough to tell attempts apart, not to contact
 * anyone. `rejected` is the recipients an SMTP server refused, as nodemailer reports them.
 */
const EMAIL_FIELDS = ['email', '*.email', 'admin', '*.admin', 'to', '*.to', 'rejected', '*.rejected'];

/** Fields holding an SMTP server's answer, which often quotes the recipient: logged without addresses. */
const SERVER_TEXT_FIELDS = ['response', '*.response'];

const EMAIL_KEYS = new Set(EMAIL_FIELDS.map((field) => field.replace('*.', '')));
const SERVER_TEXT_KEYS = new Set(SERVER_TEXT_FIELDS.map((field) => field.replace('*.', '')));

/** What an email field shows when it holds anything but an address: a password typed there, say. */
export const NOT_AN_EMAIL = '[not an email address]';

function maskedAddress(value: unknown): unknown {
  if (typeof value === 'string') return isEmailAddress(value) ? maskEmail(value.trim()) : NOT_AN_EMAIL;
  if (Array.isArray(value)) return value.map(maskedAddress);
  return value;
}

function censor(value: unknown, path: string[]): unknown {
  const key = path[path.length - 1];
  if (EMAIL_KEYS.has(key)) return maskedAddress(value);
  if (SERVER_TEXT_KEYS.has(key)) return typeof value === 'string' ? redactAddresses(value) : value;
  return '[redacted]';
}

/**
 * Every text within an error's fields without addresses, nested errors (nodemailer's
 * rejectedErrors) serialized alike. The fields the redaction masks are left to it.
 */
function withoutAddresses(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactAddresses(value);
  if (depth >= 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return serializeError(value, depth + 1);
  if (Array.isArray(value)) return value.map((item) => withoutAddresses(item, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, EMAIL_KEYS.has(key) ? item : withoutAddresses(item, depth + 1)]),
  );
}

/**
 * The standard error serializer, without what a database error carries of the row it refused (its
 * parameters, and PostgreSQL's detail: "Key (email)=(…) already exists"), and without the addresses
 * an SMTP error quotes in its message, its server's response and its refused recipients.
 */
function serializeError(err: Error, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = { ...pino.stdSerializers.err(err) };
  for (const key of ['parameters', 'detail', 'driverError', 'where']) delete out[key];
  return withoutAddresses(out, depth) as Record<string, unknown>;
}

/** Links of the secret routes (SECRET_ROUTES) carry a secret in the path; only their route's pattern is logged. */
export function redactPath(url: string): string {
  return withoutSecrets(url).replace(/([?&](?:token|next)=)[^&#]*/gi, '$1[redacted]');
}

export function createRootLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: [...REDACTED, ...EMAIL_FIELDS, ...SERVER_TEXT_FIELDS], censor },
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
        err: (err: Error) => serializeError(err),
      },
    },
    destination,
  );
}

/**
 * The development console: one line per event (time, level, message, then its fields), redacted as
 * the JSON is, since it is that JSON reformatted. Production and tests keep JSON for collectors.
 */
export function developmentLogStream(destination: NodeJS.WritableStream = process.stdout): DestinationStream {
  return pinoPretty({
    destination,
    sync: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,service',
    colorize: destination === process.stdout && process.stdout.isTTY,
  });
}

/** Nest's start-up chatter (one line per module and route) is only useful when debugging. */
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** Nest's logger interface over the same pino instance the HTTP server uses. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = typeof params[params.length - 1] === 'string' ? String(params[params.length - 1]) : undefined;
    this.write(context && QUIET_CONTEXTS.has(context) ? 'debug' : 'info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /**
   * Nest calls `(message, ...extras, context)`. A message may be an object of fields (then the
   * first string extra is the text) or an Error; a string message may carry a stack trace.
   */
  private write(level: 'info' | 'warn' | 'error' | 'debug' | 'trace' | 'fatal', message: unknown, params: unknown[]): void {
    const extras = [...params];
    const context = extras.length > 0 && typeof extras[extras.length - 1] === 'string' ? String(extras.pop()) : undefined;
    const text = extras.find((p): p is string => typeof p === 'string');
    if (message instanceof Error) this.logger[level]({ context, err: message }, text ?? redactAddresses(message.message));
    else if (message !== null && typeof message === 'object') this.logger[level]({ context, ...message }, text);
    else this.logger[level]({ context, ...(text !== undefined && { trace: text }) }, String(message));
  }
}
