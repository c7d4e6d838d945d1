import * as fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_APP_PID);
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      return;
    }
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      try {
        process.kill(pid, 0);
      } catch {
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await (globalThis as { __browserDb?: { stop(): Promise<void> } }).__browserDb?.stop();
  if (process.env.E2E_DATA_DIR) fs.rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
