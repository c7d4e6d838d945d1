// Findings about mail held by an instance that dies.
import { randomBytes } from 'node:crypto';

export const checks = [
  {
    item: 12,
    title: 'after kill -9 with mail queued and SMTP down, the last confirmation goes out within 30 s',
    async run(ctx) {
      // An instance whose SMTP server is down takes the confirmations of five claims, then dies.
      const down = await ctx.freePort();
      const { base, child } = await ctx.startInstance({ SMTP_URL: `smtp://127.0.0.1:${down}` });
      const tag = randomBytes(4).toString('hex');
      const addresses = [];
      for (let i = 0; i < 5; i++) {
        const email = `crash${i}@${tag}.example`;
        const response = await ctx.call('/api/validate-reservation', {
          base,
          client: ctx.client(),
          method: 'POST',
          body: { email, gameshift_id: `crash${tag}${i}`, honeypot_fields: {}, human_token: ctx.humanToken() },
        });
        if (response.status !== 201) return { ok: false, detail: `claim answered ${response.status}` };
        addresses.push(email);
      }
      // Its worker has taken the mail and failed against the closed port at least once.
      await ctx.sleep(1500);
      child.kill('SIGKILL');
      const killedAt = Date.now();
      // The review's first instance, whose SMTP server is up, stands for the restarted one.
      for (;;) {
        const arrived = (await ctx.mail()).filter(([to]) => addresses.includes(to));
        const seconds = (Date.now() - killedAt) / 1000;
        if (arrived.length >= addresses.length) {
          const last = (Math.max(...arrived.map(([, at]) => at)) - killedAt) / 1000;
          return {
            ok: last <= 30,
            detail: `${arrived.length} of ${addresses.length} mailed, the last ${last.toFixed(1)} s after the kill`,
          };
        }
        if (seconds > 60) return { ok: false, detail: `${arrived.length} of ${addresses.length} mailed 60 s after the kill` };
        await ctx.sleep(250);
      }
    },
  },
];
