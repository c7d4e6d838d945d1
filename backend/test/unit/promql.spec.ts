import { exposedNames, metricNames } from '../support/promql';

describe(metricNames.name, () => {
  it('finds the metrics of a ratio, leaving out functions, aggregations, labels and durations', () => {
    const expr =
      'sum(rate(http_request_duration_seconds_count{status_code=~"5.."}[5m])) / sum(rate(http_request_duration_seconds_count[5m])) > 0.01';
    expect(metricNames(expr)).toEqual(['http_request_duration_seconds_count']);
  });

  it('leaves out the labels of by, without, on and group modifiers', () => {
    const expr = 'max by (instance) (limit_store{redis="unreachable"}) == 1 and on (instance, job) group_left (store) health_ready';
    expect(metricNames(expr).sort()).toEqual(['health_ready', 'limit_store']);
  });

  it('reads a histogram quantile and a comparison with bool', () => {
    const expr = 'histogram_quantile(0.95, sum by (le, route) (rate(mail_queue_wait_seconds_bucket[5m]))) > bool 1e3';
    expect(metricNames(expr)).toEqual(['mail_queue_wait_seconds_bucket']);
  });

  it('reads a bare metric and ignores text inside label values', () => {
    expect(metricNames('up{job="rate(x)"} == 0')).toEqual(['up']);
  });
});

describe(exposedNames.name, () => {
  it('lists typed metrics with the parts of histograms, and every sample name', () => {
    const text = ['# HELP a_total A', '# TYPE a_total counter', '# TYPE h histogram', 'h_bucket{le="1"} 0', '# TYPE b gauge', 'b 1'].join(
      '\n',
    );
    expect([...exposedNames(text)].sort()).toEqual(['a_total', 'b', 'h', 'h_bucket', 'h_count', 'h_sum']);
  });
});
