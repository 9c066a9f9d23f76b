import { inArray } from 'drizzle-orm';
import type { DatabaseConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { notifications } from '../../apps/server/src/db/schema/index.ts';

/**
 * Acknowledged keys the running server no longer knows, asked through the API (`notify/get`), a few at a
 * time. A key is missing only when the server says "not found" (status 12); any other failure is asked again.
 */
export async function missingThroughApi(baseUrl: string, cookie: string, keys: string[]): Promise<string[]> {
  const missing: string[] = [];
  const queue = [...keys];
  async function worker() {
    for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
      for (let attempt = 0; ; attempt += 1) {
        const res = await fetch(`${baseUrl}/core/notify/get`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'x-tourtariff-client': 'web' },
          body: JSON.stringify({ key }),
        }).catch(() => null);
        const body = res ? ((await res.json().catch(() => null)) as { status?: number } | null) : null;
        if (res?.status === 200 && body?.status === 0) break;
        if (res?.status === 200 && body?.status === 12) {
          missing.push(key);
          break;
        }
        if (attempt >= 50)
          throw new Error(`could not check ${key}: HTTP ${res?.status} status ${body?.status}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  return missing;
}

/** Acknowledged keys absent from the database itself, read directly once the server has stopped. */
export async function missingInDatabase(database: DatabaseConfig, keys: string[]): Promise<string[]> {
  const opened = await openDatabase(database);
  try {
    const found = new Set<string>();
    for (let start = 0; start < keys.length; start += 1000) {
      const rows = await opened.db
        .select({ key: notifications.key })
        .from(notifications)
        .where(inArray(notifications.key, keys.slice(start, start + 1000)));
      for (const row of rows) found.add(row.key);
    }
    return keys.filter((key) => !found.has(key));
  } finally {
    await opened.close();
  }
}
