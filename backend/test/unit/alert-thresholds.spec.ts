import * as fs from 'node:fs';
import * as path from 'node:path';
import { ANNOUNCEMENT_STALL_MS } from '@gameshift/contracts';
import { parse } from 'yaml';

interface AlertRule {
  alert?: string;
  expr?: string;
  annotations?: { summary?: string };
}

const file = path.resolve(__dirname, '..', '..', '..', 'deploy', 'prometheus-alerts.yml');
const rules = (parse(fs.readFileSync(file, 'utf8')) as { groups: Array<{ rules: AlertRule[] }> }).groups.flatMap((group) => group.rules);

describe('deploy/prometheus-alerts.yml', () => {
  it('pages on a stalled announcement after the threshold the portal warns at', () => {
    const stalled = rules.filter((rule) => rule.alert === 'AnnouncementStalled');
    expect(stalled).toHaveLength(1);
    const [{ expr, annotations }] = stalled;
    const threshold = /^max\(announcement_stalled_seconds\)\s*>\s*(\d+)$/.exec(expr ?? '');
    expect(threshold?.[1]).toBe(String(ANNOUNCEMENT_STALL_MS / 1000));
    expect(annotations?.summary).toContain(`${ANNOUNCEMENT_STALL_MS / 60_000} minutes`);
  });
});
