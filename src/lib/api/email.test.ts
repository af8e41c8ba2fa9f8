import { expect, test } from 'vitest';
import { emailSchema } from './auth.ts';
import { SERVER_MESSAGES } from './form-errors.ts';

test.each([
  ['  Anna@Example.COM ', 'anna@example.com'],
  ['first.last+tag@mail.example.co.uk', 'first.last+tag@mail.example.co.uk'],
])('the shared schema accepts %s as %s', (input, output) => {
  expect(emailSchema.parse(input)).toBe(output);
});

test.each(['<img/src=x/onerror=alert(1)>.x@example.com', '"a b"@example.com', 'a@example', 'a..b@example.com', 'a@exa mple.com'])(
  'the shared schema refuses %s with the SPEC §5 message',
  (input) => {
    const r = emailSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([SERVER_MESSAGES.isEmailInvalid]);
  },
);
