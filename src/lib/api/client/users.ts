/** The signed-in user's calls (GET /users/me, PATCH /users/me, PUT /users/password/); types from ../users.ts. */
import type { SessionResult } from '../auth.ts';
import { request, type ApiResult } from '../http.ts';
import type { AccountUpdateBody, PasswordChangeBody, User } from '../users.ts';

/** The user of the session; 401 when there is none. */
export function getMe(opts?: { signal?: AbortSignal }): Promise<ApiResult<{ results: User }>> {
  return request('GET', '/users/me', opts);
}

/** Change the username. */
export function updateAccount(body: AccountUpdateBody): Promise<ApiResult<{ results: User }>> {
  return request('PATCH', '/users/me', { body });
}

/** Change the password (other sessions of the user end; this one continues). */
export function changePassword(body: PasswordChangeBody): Promise<ApiResult<{ results: SessionResult }>> {
  return request('PUT', '/users/password/', { body });
}
