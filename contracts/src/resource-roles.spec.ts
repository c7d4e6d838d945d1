import { ADMIN_ROLES, FALLBACK_ADMIN_ROLE, type AdminRole } from './api';
import { may, RESOURCE_ROLES, type AdminResource, type ResourceAccessKind } from './resource-roles';

type Cell = { [R in AdminResource]: [R, ResourceAccessKind<R>] }[AdminResource];

const CELLS = Object.entries(RESOURCE_ROLES).flatMap(([resource, actions]) =>
  Object.keys(actions).map((action) => [resource, action] as Cell),
);

/** The rank the roles were before the table, and the least role each cell needed then. */
const FORMER_RANK = ['viewer', 'operator', 'owner'] as const;
const FORMER_LEAST: Array<[...Cell, (typeof FORMER_RANK)[number]]> = [
  ['dashboard', 'read', 'viewer'],
  ['traffic', 'read', 'viewer'],
  ['reservations', 'read', 'viewer'],
  ['reservations', 'act', 'operator'],
  ['reservations', 'export', 'owner'],
  ['reservations', 'erase', 'owner'],
  ['violations', 'read', 'operator'],
  ['audit', 'read', 'operator'],
  ['admins', 'read', 'owner'],
  ['admins', 'write', 'owner'],
  ['suppressions', 'read', 'operator'],
  ['suppressions', 'write', 'owner'],
  ['webhooks', 'read', 'owner'],
  ['webhooks', 'write', 'owner'],
  ['announcements', 'read', 'viewer'],
  ['announcements', 'write', 'owner'],
  ['api-keys', 'read', 'owner'],
  ['api-keys', 'write', 'owner'],
];

/** `may` over any pair of names, as a value from outside the type system would reach it. */
const mayAny = may as (role: AdminRole, resource: string, action: string) => boolean;

/** The roles `may` allows a cell, in ADMIN_ROLES order. */
function allowed([resource, action]: Cell): AdminRole[] {
  return ADMIN_ROLES.filter((role) => mayAny(role, resource, action));
}

describe(may.name, () => {
  it.each(FORMER_LEAST)('keeps %s %s for the roles at or above %s, as the rank gave it', (resource, action, least) => {
    const former = FORMER_RANK.filter((role) => FORMER_RANK.indexOf(role) >= FORMER_RANK.indexOf(least));
    expect(allowed([resource, action] as Cell).filter((role) => role !== 'editor')).toEqual(former);
  });

  it('lets every role read the articles', () => {
    expect(allowed(['articles', 'read'])).toEqual([...ADMIN_ROLES]);
  });

  it('lets editors and owners write and publish articles, and no one else', () => {
    expect([allowed(['articles', 'write']), allowed(['articles', 'publish'])]).toEqual([
      ['editor', 'owner'],
      ['editor', 'owner'],
    ]);
  });

  it('gives an editor nothing beyond the articles', () => {
    expect(CELLS.filter((cell) => cell[0] !== 'articles' && mayAny('editor', cell[0], cell[1]))).toEqual([]);
  });

  it('lets an owner do everything the table names', () => {
    expect(CELLS.filter((cell) => !mayAny('owner', cell[0], cell[1]))).toEqual([]);
  });

  it('allows the role a portal falls back to no change anywhere, only reads', () => {
    const changes = CELLS.filter(([resource, action]) => action !== 'read' && mayAny(FALLBACK_ADMIN_ROLE, resource, action));
    expect(changes).toEqual([]);
  });

  it('allows no one a resource or an action the table does not name', () => {
    const strays = [
      ['reservations', 'write'],
      ['reservations', 'toString'],
      ['constructor', 'read'],
      ['media', 'read'],
    ] as unknown as Cell[];
    expect(strays.flatMap((cell) => allowed(cell))).toEqual([]);
  });
});
