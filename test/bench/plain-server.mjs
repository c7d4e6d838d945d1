// The baseline: plain Fastify + pg doing the same SQL statements as the app's reservation and
// verification endpoints, with none of the framework around them.
import Fastify from 'fastify';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { createHash, randomBytes, randomUUID } from 'node:crypto';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const boss = new PgBoss({
  connectionString: process.env.DATABASE_URL,
  schema: 'pgboss',
  supervise: false,
  schedule: false,
  migrate: false,
  max: 2,
});
await boss.start();
const app = Fastify({ logger: false });

app.post('/reserve', async (request, reply) => {
  const { email, gameshift_id } = request.body;
  const now = new Date();
  const until = new Date(now.getTime() + 86_400_000);
  const holdUntil = new Date(now.getTime() + 30 * 60_000);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('INSERT INTO human_check_uses (id) VALUES ($1) ON CONFLICT (id) DO NOTHING RETURNING id', [
      `t:${randomBytes(16).toString('base64url')}`,
    ]);
    const { rows } = await client.query(
      `INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until, last_sent_at, sent_window_start, created_at)
       VALUES ($1, $2, $3, $5, $4, $6, $5, $5, $5) RETURNING id`,
      [email, email, gameshift_id, until, now, holdUntil],
    );
    await boss.send(
      'mail.send',
      { id: randomUUID(), kind: 'verification-link', params: { reservationId: rows[0].id, expiresAt: until.toISOString() } },
      { db: { executeSql: (t, v) => client.query(t, v) } },
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  reply.code(201);
  return { success: true, email, gameshift_id };
});

app.post('/verify', async (request) => {
  const hash = createHash('sha256').update(request.body.token).digest('hex');
  const { rows } = await pool.query(
    'SELECT r.id, r.gameshift_id, r.is_verified, l.expires_at FROM verification_links l JOIN reservations r ON r.id = l.reservation_id WHERE l.token_hash = $1',
    [hash],
  );
  if (!rows[0]) return { state: 'error' };
  const now = new Date();
  const updated = await pool.query(
    `UPDATE reservations SET is_verified = true, is_reserved = true, verified_at = $2, reserved_at = $2, claim_from = $2, claim_until = 'infinity', hold_until = 'infinity'
      WHERE id = $1 AND NOT is_verified RETURNING id`,
    [rows[0].id, now],
  );
  return { state: updated.rowCount ? 'success' : 'already_verified', gameshift_id: rows[0].gameshift_id };
});

app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    await app.close();
    await boss.stop({ graceful: false });
    await pool.end();
    process.exit(0);
  });
}
