import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'yaml';
import { get } from './support/api';
import { exposedNames, metricNames } from './support/promql';
import { sharedApp, SharedApp } from './support/shared-app';

const DEPLOY = path.resolve(__dirname, '..', '..', 'deploy');

interface AlertRule {
  alert?: string;
  expr?: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { summary?: string; description?: string };
}
interface Dashboard {
  title?: string;
  uid?: string;
  panels?: Array<{ title?: string; targets?: Array<{ expr?: string }> }>;
}

const rules = (
  parse(fs.readFileSync(path.join(DEPLOY, 'prometheus-alerts.yml'), 'utf8')) as { groups: Array<{ rules: AlertRule[] }> }
).groups.flatMap((group) => group.rules);
const dashboard = JSON.parse(fs.readFileSync(path.join(DEPLOY, 'grafana-dashboard.json'), 'utf8')) as Dashboard;
const panelExprs = (dashboard.panels ?? []).flatMap((panel) =>
  (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr ?? '' })),
);

/** Recorded by Prometheus itself for every scrape target, so never in an app's own answer. */
const PROMETHEUS_OWN = new Set(['up']);

describe('the alert rules and the dashboard in deploy/', () => {
  let app: SharedApp;
  let exposed: Set<string>;

  beforeAll(async () => {
    app = await sharedApp();
    const res = await get(app.baseUrl, '/metrics');
    expect(res.status).toBe(200);
    exposed = exposedNames(res.text);
  });

  const missing = (expr: string) => metricNames(expr).filter((name) => !exposed.has(name) && !PROMETHEUS_OWN.has(name));

  it('name only metrics the running app exposes, in every alert expression', () => {
    expect(rules.length).toBeGreaterThanOrEqual(4);
    for (const rule of rules) {
      expect({ alert: rule.alert, names: metricNames(rule.expr ?? '').length }).not.toEqual({ alert: rule.alert, names: 0 });
      expect({ alert: rule.alert, missing: missing(rule.expr ?? '') }).toEqual({ alert: rule.alert, missing: [] });
    }
  });

  it('name only metrics the running app exposes, in every dashboard query', () => {
    expect(panelExprs.length).toBeGreaterThanOrEqual(10);
    for (const { panel, expr } of panelExprs) {
      expect({ panel, names: metricNames(expr).length }).not.toEqual({ panel, names: 0 });
      expect({ panel, missing: missing(expr) }).toEqual({ panel, missing: [] });
    }
  });

  it('give every alert a name, a duration, a severity and a summary', () => {
    for (const rule of rules) {
      expect(rule).toMatchObject({
        alert: expect.stringMatching(/^[A-Z][A-Za-z]+$/),
        for: expect.stringMatching(/^\d+[smh]$/),
        labels: { severity: expect.stringMatching(/^(page|warn)$/) },
        annotations: { summary: expect.any(String) },
      });
    }
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
  });

  it('alert on a mail backlog older than 5 minutes, on the 5xx rate, on the Redis fallback and on readiness', () => {
    const reading = (name: string) => rules.filter((rule) => metricNames(rule.expr ?? '').includes(name)).map((rule) => rule.expr ?? '');
    expect(reading('mail_queue_oldest_seconds')).toEqual([expect.stringMatching(/>\s*300\b/)]);
    expect(reading('http_request_duration_seconds_count')).toEqual([expect.stringContaining('status_code=~"5.."')]);
    expect(reading('limit_store')).toEqual([expect.stringContaining('redis="unreachable"')]);
    expect(reading('health_ready')).toEqual([expect.stringMatching(/health_ready\s*==\s*0/)]);
  });

  it('chart every figure an operator watches', () => {
    const charted = new Set(panelExprs.flatMap(({ expr }) => metricNames(expr)));
    for (const name of [
      'reservations_total',
      'confirmations_total',
      'human_checks_total',
      'limit_hits_total',
      'honeypot_hits_total',
      'limit_store',
      'health_ready',
      'mail_queue_depth',
      'mail_queue_oldest_seconds',
      'mail_sent_total',
      'mail_failed_total',
    ]) {
      expect({ name, charted: charted.has(name) }).toEqual({ name, charted: true });
    }
    expect(dashboard).toMatchObject({ title: expect.any(String), uid: expect.any(String) });
  });
});
