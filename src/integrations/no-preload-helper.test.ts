import { expect, test } from 'vitest';
import { stripPreloadHelper } from './no-preload-helper.ts';

// The helper as a production build writes it (minified), between two neighbours.
const HELPER =
  'm=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}r=o(t.map(t=>t))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})}';
const chunk = `var c=1,${HELPER},h=(0,n.lazy)(()=>m(()=>import(\`./ErrorNotice.js\`),[]));`;

test('the helper becomes a direct call and the rest of the chunk is kept', () => {
  const out = stripPreloadHelper(chunk);
  expect(out).toBe('var c=1,m=function(e){return e()},h=(0,n.lazy)(()=>m(()=>import(`./ErrorNotice.js`),[]));');
});

test('a chunk without the helper is left alone', () => {
  expect(stripPreloadHelper('export const a=1;')).toBeNull();
});
