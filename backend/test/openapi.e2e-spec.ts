import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { get } from './support/api';
import { sharedApp, SharedApp } from './support/shared-app';

/*
 * openapi.json at the repository root is the API's contract as a file. It must be what the app
 * serves at /api/docs, and it must describe every request and every answer.
 */

const FILE = path.resolve(__dirname, '..', '..', 'openapi.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

interface Schema {
  $ref?: string;
  type?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
}
interface Content {
  [mediaType: string]: { schema?: Schema };
}
interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content?: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { schemas: Record<string, Schema> };
}

/** Every operation of the document, named `METHOD /path`. */
function operations(doc: Document): Array<[string, string, Operation]> {
  return Object.entries(doc.paths).flatMap(([route, item]) =>
    METHODS.filter((m) => item[m]).map((m): [string, string, Operation] => [`${m.toUpperCase()} ${route}`, route, item[m]!]),
  );
}

/** Operations whose request has no body by design: a POST that only names its target, and the 405s. */
const NO_BODY = new Set([
  'POST /api/human-check/challenge',
  'POST /api/admin-logout',
  'POST /api/admin/me/mfa',
  'POST /api/admin/admins/{id}/reset-mfa',
  'POST /api/admin/reservations/{id}/verify',
  'POST /api/admin/reservations/{id}/resend',
  'POST /api/admin/reservations/{id}/erase',
  'POST /api/admin/reservations',
  'POST /api/admin/violations',
  'POST /api/admin/audit',
  'PUT /api/admin/reservations/{id}',
  'PATCH /api/admin/reservations/{id}',
  'PUT /api/admin/violations/{id}',
  'PATCH /api/admin/violations/{id}',
  'PUT /api/admin/audit/{id}',
  'PATCH /api/admin/audit/{id}',
  'PUT /api/admin/suppressions/{id}',
  'PATCH /api/admin/suppressions/{id}',
  'PATCH /api/admin/announcements/{id}',
  'POST /api/admin/announcements/{id}/pause',
  'POST /api/admin/announcements/{id}/resume',
  'POST /api/admin/announcements/{id}/cancel',
  // webhooks
  'PATCH /api/admin/webhooks/{id}',
  'POST /api/admin/webhooks/{id}/rotate',
  'POST /api/admin/webhook-deliveries/{id}/redeliver',
  // the unsubscribe link's undo: the token in the path is all it takes
  'POST /api/unsubscribe/{token}/resubscribe',
  'PUT /api/admin/api-keys/{id}',
  'PATCH /api/admin/api-keys/{id}',
  // an article's announcement: the article in the path is what it is made from
  'POST /api/admin/articles/{id}/announcement',
]);

/** Operations that cannot fail once the process answers. */
const CANNOT_FAIL = new Set(['GET /health/live']);

/** The react-admin lists, which take sort, range and filter. */
const LISTS = [
  'GET /api/admin/reservations',
  'GET /api/admin/violations',
  'GET /api/admin/audit',
  'GET /api/admin/admins',
  'GET /api/admin/suppressions',
  'GET /api/admin/announcements',
  // webhooks
  'GET /api/admin/webhooks',
  'GET /api/admin/webhook-deliveries',
  'GET /api/admin/api-keys',
  'GET /api/admin/media',
  'GET /api/admin/articles',
];

function hasSchema(content: Content | undefined, mediaType = 'application/json'): boolean {
  const schema = content?.[mediaType]?.schema;
  return schema !== undefined && (schema.$ref !== undefined || schema.type !== undefined);
}

/** Every $ref of a value, so each can be checked to name a schema the document has. */
function refs(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') into.push(v);
      else refs(v, into);
    }
  }
  return into;
}

describe('openapi.json', () => {
  let app: SharedApp;
  let served: Document;
  const committed = JSON.parse(fs.readFileSync(FILE, 'utf8')) as Document;

  beforeAll(async () => {
    app = await sharedApp();
    const res = await get<Document>(app.baseUrl, '/api/docs/openapi.json');
    expect(res.status).toBe(200);
    served = res.body;
  });

  it('is what the app serves at /api/docs (if not, run npm run openapi and commit the file)', () => {
    expect(committed).toEqual(served);
  });

  it('is an OpenAPI 3 document of the API', () => {
    expect(committed.openapi).toMatch(/^3\./);
    expect(operations(committed).length).toBeGreaterThan(25);
    const missing = refs(committed).filter((ref) => !committed.components.schemas[ref.replace('#/components/schemas/', '')]);
    expect(missing).toEqual([]);
  });

  it('validates against the OpenAPI specification', () => {
    // The validator is an ES module, which Jest cannot load here: it runs in a node of its own.
    const script = `import SwaggerParser from '@apidevtools/swagger-parser'; await SwaggerParser.validate(${JSON.stringify(FILE)}); console.log('valid');`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.dirname(FILE), encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.stdout.trim()).toBe('valid');
  });

  it('declares, for every operation, its answers with a schema for each JSON body', () => {
    const problems: string[] = [];
    for (const [name, , op] of operations(committed)) {
      const responses = Object.entries(op.responses ?? {});
      // A method a resource does not offer answers only its 405, documented as such.
      const refused = responses.some(([status]) => status === '405');
      // A 303 is the success of a GET that leads elsewhere (one-click unsubscribe's page): it has no body.
      if (!refused && !responses.some(([status]) => /^(2\d\d|303)$/.test(status))) problems.push(`${name}: no success answer`);
      if (!CANNOT_FAIL.has(name) && !responses.some(([status]) => /^[45]\d\d$/.test(status))) problems.push(`${name}: no error answer`);
      for (const [status, response] of responses) {
        if (status === '204' || status === '303') continue;
        const json = hasSchema(response.content);
        const other = Object.keys(response.content ?? {}).some((type) => type !== 'application/json' && hasSchema(response.content, type));
        if (!json && !other) problems.push(`${name}: ${status} has no schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares a request schema for every body, path parameter and list query', () => {
    const problems: string[] = [];
    for (const [name, route, op] of operations(committed)) {
      const method = name.split(' ')[0];
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(method) && !NO_BODY.has(name);
      // JSON, or the form of an upload (the media route's multipart/form-data).
      const content = op.requestBody?.content;
      if (takesBody && !Object.keys(content ?? {}).some((type) => hasSchema(content, type)))
        problems.push(`${name}: no request body schema`);
      for (const [, param] of route.matchAll(/\{(\w+)\}/g)) {
        const declared = op.parameters?.find((p) => p.in === 'path' && p.name === param);
        if (!declared?.schema?.type) problems.push(`${name}: path parameter ${param} has no schema`);
      }
      for (const p of op.parameters ?? []) if (!p.schema?.type) problems.push(`${name}: parameter ${p.name} has no schema`);
      if (LISTS.includes(name)) {
        const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        expect(query.sort()).toEqual(['filter', 'range', 'sort']);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names the request classes of the endpoints that take a body', () => {
    const body = (route: string) => committed.paths[route].post?.requestBody?.content?.['application/json']?.schema?.$ref;
    expect(body('/api/validate-reservation')).toBe('#/components/schemas/ValidateReservationDto');
    expect(body('/api/verify')).toBe('#/components/schemas/VerifyDto');
    expect(body('/api/verify/resend')).toBe('#/components/schemas/ResendDto');
    expect(body('/api/human-check/verify')).toBe('#/components/schemas/HumanVerifyDto');
    expect(body('/api/admin-login')).toBe('#/components/schemas/AdminLoginDto');
    expect(body('/api/admin-operations')).toBe('#/components/schemas/AdminOperationDto');
  });
});
