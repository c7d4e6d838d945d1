import { routeAccess } from './route-access';

describe(routeAccess.name, () => {
  it('gives the metrics route to operators', () => {
    expect(routeAccess('/metrics')).toBe('metrics');
  });

  it.each(['/api/docs', '/api/docs/', '/api/docs/*', '/api/docs/openapi.json', '/api/docs/openapi.yaml', '/api/docs/swagger-ui-init.js'])(
    'gives the documentation route %p to operators',
    (pattern) => {
      expect(routeAccess(pattern)).toBe('docs');
    },
  );

  it('keeps the health checks apart from the site', () => {
    expect(routeAccess('/health/live')).toBe('health');
    expect(routeAccess('/health/ready')).toBe('health');
  });

  it.each(['/api/unsubscribe/:token', '/api/mail-events', '/api/v1/reservations', '/api/v1/reservations/:handle', '/api/v1/claims/redeem'])(
    'opens %p to the machines that bring its own credential',
    (pattern) => {
      expect(routeAccess(pattern)).toBe('credential');
    },
  );

  it.each([undefined, '*', '/api/validate-reservation', '/api/docsx', '/metrics/*', '/api/admin/stats', '/unsubscribe/:token', '/api/v1'])(
    'counts %p as the site',
    (pattern) => {
      expect(routeAccess(pattern)).toBe('site');
    },
  );
});
