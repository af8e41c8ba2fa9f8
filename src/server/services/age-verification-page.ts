/**
 * The built-in demo age-verification provider's page: it asks for a date of birth and confirms
 * an adult (18 or older today) or refuses. It stands in for an external provider (ID document or
 * bank check) in demos and tests; its texts are the provider's own, in English.
 */

/** What the page shows. */
export interface DemoAgePageState {
  state: 'ask' | 'refused' | 'expired';
  token: string;
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1f1f2e}' +
  'label{display:block;font-weight:600;margin:1rem 0 .25rem}input{font:inherit;padding:.5rem;border:1px solid #555;border-radius:.5rem}' +
  'button{font:inherit;margin-top:1rem;padding:.6rem 1.4rem;border:0;border-radius:999px;background:#1d4ed8;color:#fff;font-weight:600}' +
  '.note{color:#444;font-size:.9rem}.refused{color:#991b1b;font-weight:600}';

/** The page's HTML (the token is URL-safe base64, checked by the route). */
export function demoAgePage({ state, token }: DemoAgePageState): string {
  const body =
    state === 'expired'
      ? '<p>This verification link has expired or was used already. Start again from the site.</p>'
      : `${state === 'refused' ? '<p class="refused" role="alert">You must be 18 or older. The verification was refused.</p>' : ''}
<form method="post" action="/demo-age-check/${token}">
<label for="dob">Date of birth</label>
<input id="dob" name="dob" type="date" required autocomplete="bday">
<button type="submit">Confirm my age</button>
</form>
<p class="note">Demo provider: no document is checked and the date of birth is not kept. The site learns only whether you are 18 or older.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Age verification (demo provider)</title><style>${STYLE}</style></head>
<body><main><h1>Age verification</h1>${body}</main></body></html>`;
}
