import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4397';
const path = process.argv[2] ?? '/users/3/';
const js = process.argv[3] !== 'nojs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[375, 812], [1280, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, javaScriptEnabled: js });
  await ctx.addCookies([{ name: 'consent', value: 'necessary', url: base }]); await ctx.addInitScript(() => { try { localStorage.setItem('ageGatePassed', '1'); } catch {} });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const name = `/tmp/shot-${w}-${js ? 'js' : 'nojs'}.png`;
  await page.screenshot({ path: name, fullPage: true }); await page.screenshot({ path: name.replace('.png','-top.png') });
  console.log(name, await page.title());
  await ctx.close();
}
await browser.close();
