/**
 * `npm run totp -- admin@demo.lustmap.test`: the current authenticator code of a demo admin or
 * support account (they all share the published demo secret), for the second step of their login.
 * `--secret BASE32` prints the code of another secret.
 */
import { parseArgs } from 'node:util';
import { TOTP_STEP_SECONDS, totpCode } from '../src/server/auth/totp.ts';
import { DEMO_ACCOUNTS, DEMO_TOTP_SECRET, usesDemoTotp } from '../src/server/seed/accounts.ts';

const { values, positionals } = parseArgs({ options: { secret: { type: 'string' } }, allowPositionals: true });
let secret = values.secret;
if (!secret) {
  const who = positionals[0]?.toLowerCase();
  const account = DEMO_ACCOUNTS.find((a) => a.email === who || a.username === who);
  if (!account || !usesDemoTotp(account)) {
    const admins = DEMO_ACCOUNTS.filter(usesDemoTotp).map((a) => a.email);
    console.error(`Usage: npm run totp -- <demo admin e-mail>  (one of: ${admins.join(', ')})  or  --secret <base32>`);
    process.exit(1);
  }
  secret = DEMO_TOTP_SECRET;
}
const now = new Date();
const left = TOTP_STEP_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_STEP_SECONDS);
console.log(`${totpCode(secret, now)}  (valid for ${left} more seconds, and the 30 seconds after)`);
