// Findings about the cache of pages rendered on the server.
import { randomBytes, randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';

/** The instance's count of server-rendered pages, from the page cache and from fresh renders. */
async function served(ctx) {
  const text = await (await ctx.call('/metrics')).text();
  const count = (from) => Number(new RegExp(`^server_rendered_pages_total\\{from="${from}"\\} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  return { cache: count('cache'), render: count('render') };
}

/** Milliseconds to the last byte of `path`, and its status. */
async function timed(ctx, path) {
  const start = performance.now();
  const answer = await ctx.call(path, { client: ctx.client() });
  await answer.text();
  return { status: answer.status, ms: Math.round((performance.now() - start) * 10) / 10 };
}

/** A made-up `?suggested=` value: a handle, another spelling of one, or no handle at all. */
function suggestion(i) {
  const tag = randomBytes(5).toString('hex');
  return [`rv_${tag}`, `@RV_${tag}`, `${randomInt(1e9)}`, `<${tag}>`][i % 4];
}

export const checks = [
  {
    item: 5,
    title: 'a real page stays cached through a flood of unknown articles and made-up suggested handles',
    async run(ctx) {
      const [article] = await (await ctx.call('/api/articles')).json();
      const page = `/learn/${encodeURIComponent(article.slug)}`;
      await timed(ctx, page);
      const warm = await timed(ctx, page);
      const start = await served(ctx);
      const flood = [
        ...Array.from({ length: 500 }, (_, i) => `${i % 2 ? '/ja' : ''}/learn/${randomBytes(6).toString('hex')}`),
        ...Array.from({ length: 500 }, (_, i) => `/?suggested=${encodeURIComponent(suggestion(i))}`),
      ];
      const statuses = {};
      const client = ctx.client();
      for (let i = 0; i < flood.length; i += 25) {
        for (const answer of await Promise.all(flood.slice(i, i + 25).map((path) => ctx.call(path, { client })))) {
          await answer.text();
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        }
      }
      const flooded = await served(ctx);
      const after = await timed(ctx, page);
      const end = await served(ctx);
      const keptReal = after.status === 200 && end.cache === flooded.cache + 1 && end.render === flooded.render;
      const ok = keptReal && statuses[404] === 500 && statuses[200] === 500;
      return {
        ok,
        detail:
          `${page} answered ${warm.ms} ms before and ${after.ms} ms after the flood (${after.status}, ` +
          `${keptReal ? 'from the cache' : 'rendered again'}); the flood of 1000 (${JSON.stringify(statuses)}) ` +
          `cost ${flooded.render - start.render} renders (${flooded.cache - start.cache} answered from cached markup)`,
      };
    },
  },
];
