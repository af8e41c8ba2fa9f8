import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { ROLES, type RoleId } from '../../lib/permissions.ts';
import type { AppEnv, SessionUser } from '../context.ts';
import { requirePermission, requireRole, requireUser } from './guards.ts';

/** An app whose every request is made by `user`, with one guarded route per guard. */
function app(user: SessionUser | null) {
  const a = new Hono<AppEnv>();
  a.use(async (c, next) => {
    c.set('user', user);
    await next();
  });
  a.get('/user', requireUser, (c) => c.json({ ok: true }));
  a.get('/role', requireRole(ROLES.escort, ROLES.venue), (c) => c.json({ ok: true }));
  a.get('/permission', requirePermission('canFavoriteProfile', { message: 'Only clients.' }), (c) => c.json({ ok: true }));
  a.get('/own', requirePermission('canImpersonate', { ownSession: true }), (c) => c.json({ ok: true }));
  return a;
}

const as = (roles: RoleId[], extra: Partial<SessionUser> = {}): SessionUser => ({ id: 7, roles, ...extra });

async function call(user: SessionUser | null, path: string) {
  const res = await app(user).request(path);
  return { status: res.status, body: (await res.json()) as unknown };
}

test('it answers 401 to anonymous requests on every guard', async () => {
  for (const path of ['/user', '/role', '/permission', '/own'])
    expect(await call(null, path)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
});

test('it lets a signed-in user through requireUser', async () => {
  expect(await call(as([ROLES.punter]), '/user')).toEqual({ status: 200, body: { ok: true } });
});

test('it admits any of the listed roles and refuses the others with 403', async () => {
  expect((await call(as([ROLES.venue]), '/role')).status).toBe(200);
  expect((await call(as([ROLES.punter, ROLES.escort]), '/role')).status).toBe(200);
  expect(await call(as([ROLES.punter]), '/role')).toEqual({ status: 403, body: { message: 'You are not allowed to do this.' } });
});

test('it admits holders of a permission and answers the others with its 403 message', async () => {
  expect((await call(as([ROLES.punter]), '/permission')).status).toBe(200);
  expect(await call(as([ROLES.escort]), '/permission')).toEqual({ status: 403, body: { message: 'Only clients.' } });
});

test('it refuses an own-session permission while an admin is signed in as someone else', async () => {
  expect((await call(as([ROLES.admin], { mfa: true }), '/own')).status).toBe(200);
  expect((await call(as([ROLES.admin], { mfa: true, impersonatorId: 1 }), '/own')).status).toBe(403);
  expect((await call(as([ROLES.support]), '/own')).status).toBe(403);
});

test('admin rights need a sign-in confirmed with the second factor', async () => {
  expect(await call(as([ROLES.admin]), '/own')).toEqual({
    status: 403,
    body: { message: 'Confirm your sign-in with your authenticator code first.' },
  });
  expect((await call(as([ROLES.admin], { mfa: true }), '/own')).status).toBe(200);
  // Rights every user holds need no second factor.
  expect((await call(as([ROLES.punter]), '/permission')).status).toBe(200);
});
