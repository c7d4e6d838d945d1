// Findings about answers at the edge of the admin API.
export const checks = [
  {
    item: 10,
    title: 'a list with no searched columns refuses q with a 400, never a 500',
    async run(ctx) {
      const answers = [];
      for (const path of ['/api/admin/webhooks', '/api/admin/webhook-deliveries']) {
        const response = await ctx.admin(`${path}?filter=${encodeURIComponent('{"q":"x"}')}`);
        answers.push(`${path} ${response.status} ${JSON.stringify(await response.json())}`);
      }
      return { ok: answers.every((a) => / 400 /.test(a)), detail: answers.join('; ') };
    },
  },
];
