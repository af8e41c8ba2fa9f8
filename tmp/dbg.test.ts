import { test } from 'vitest';
import { createAuthTestApp } from '../src/server/testing/auth-app.ts';
test('dbg', async () => {
  const t = await createAuthTestApp();
  const c = t.client();
  const res = await c.call('POST', '/api/v2/users/login', { email: 'punter@demo.lustmap.test', password: 'lustmap-demo' });
  console.log(res.status, JSON.stringify(res.body));
  console.log(JSON.stringify(t.log.entries?.filter?.((e: { level: string }) => e.level === 'error') ?? t.log, null, 1).slice(0, 3000));
});
