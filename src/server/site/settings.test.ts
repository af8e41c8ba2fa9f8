import { join } from 'node:path';
import { expect, test } from 'vitest';
import { siteRebuildFromEnv } from './settings.ts';

test('rebuilds are on by default, into site/ next to the database', () => {
  expect(siteRebuildFromEnv({}, join('data', 'app.db'))).toEqual({ buildsDir: join('data', 'site'), timeoutSeconds: 1200 });
  expect(siteRebuildFromEnv({ SITE_BUILDS_DIR: '/srv/builds', SITE_BUILD_TIMEOUT_SECONDS: '600' }, 'x.db')).toEqual({
    buildsDir: '/srv/builds',
    timeoutSeconds: 600,
  });
});

test('SITE_REBUILD=off turns them off and other values are refused', () => {
  expect(siteRebuildFromEnv({ SITE_REBUILD: 'off' }, 'data/app.db')).toBeUndefined();
  expect(() => siteRebuildFromEnv({ SITE_REBUILD: 'no' }, 'data/app.db')).toThrow(/"on" or "off"/);
  expect(() => siteRebuildFromEnv({ SITE_BUILD_TIMEOUT_SECONDS: 'soon' }, 'data/app.db')).toThrow(/SITE_BUILD_TIMEOUT_SECONDS/);
});
