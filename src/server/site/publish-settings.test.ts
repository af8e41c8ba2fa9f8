import { describe, expect, test } from 'vitest';
import { sitePublishFromEnv } from './publish-settings.ts';

const s3 = { SITE_PUBLISH: 's3', S3_BUCKET: 'lustmap-site' };

describe('site publish settings from the environment', () => {
  test('off by default, and "off" says the same', () => {
    expect(sitePublishFromEnv({})).toBeUndefined();
    expect(sitePublishFromEnv({ SITE_PUBLISH: '' })).toBeUndefined();
    expect(sitePublishFromEnv({ SITE_PUBLISH: 'off', S3_BUCKET: 'lustmap-media' })).toBeUndefined();
  });

  test('s3 takes the bucket from the S3_* settings, the prefix site/ and no purge hook', () => {
    expect(sitePublishFromEnv(s3)).toEqual({
      s3: {
        bucket: 'lustmap-site',
        region: 'us-east-1',
        endpoint: undefined,
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: false,
        prefix: '',
        signedUrlSeconds: 300,
      },
      prefix: 'site/',
      purge: undefined,
    });
  });

  test('every setting is read: the S3 connection, the prefix with its slash, the purge hook', () => {
    const settings = sitePublishFromEnv({
      ...s3,
      S3_REGION: 'auto',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'media/',
      SITE_S3_PREFIX: 'www/live',
      SITE_PURGE_URL: 'https://cdn.example/purge?url={url}',
      SITE_PURGE_METHOD: 'purge',
      SITE_PURGE_TOKEN: 'tok-123',
      PUBLIC_SITE_URL: 'https://lustmap.example/',
    });
    expect(settings).toMatchObject({
      s3: { region: 'auto', endpoint: 'http://127.0.0.1:9000', accessKeyId: 'key', forcePathStyle: true, prefix: 'media/' },
      prefix: 'www/live/',
      purge: { template: 'https://cdn.example/purge?url={url}', method: 'PURGE', token: 'tok-123', siteUrl: 'https://lustmap.example' },
    });
  });

  test('an empty SITE_S3_PREFIX puts the site at the root of the bucket, when media have a prefix of their own', () => {
    expect(sitePublishFromEnv({ ...s3, S3_PREFIX: 'media/', SITE_S3_PREFIX: '' })?.prefix).toBe('');
  });

  test('a purge hook with {path} or {rawPath} needs no PUBLIC_SITE_URL and defaults to POST without a token', () => {
    expect(sitePublishFromEnv({ ...s3, SITE_PURGE_URL: 'http://127.0.0.1:8080/purge{rawPath}?p={path}' })?.purge).toEqual({
      template: 'http://127.0.0.1:8080/purge{rawPath}?p={path}',
      method: 'POST',
      token: undefined,
      siteUrl: undefined,
    });
  });

  test.each([
    [{ SITE_PUBLISH: 'on' }, /SITE_PUBLISH must be "off" or "s3", got "on"/],
    [{ SITE_PUBLISH: 'S3', S3_BUCKET: 'lustmap-site' }, /SITE_PUBLISH must be "off" or "s3"/],
    [{ SITE_PUBLISH: 's3' }, /SITE_PUBLISH=s3 needs S3_BUCKET/],
    [{ SITE_PUBLISH: 's3', S3_REGION: 'eu-central-1' }, /S3_REGION set without S3_BUCKET/],
    [{ ...s3, S3_BUCKET: 'Not_A_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ ...s3, S3_ENDPOINT: 'ftp://files.example' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ SITE_S3_PREFIX: 'www/' }, /SITE_S3_PREFIX set while SITE_PUBLISH is off/],
    [
      { SITE_PURGE_URL: 'https://cdn.example/{path}', SITE_PURGE_TOKEN: 'x' },
      /SITE_PURGE_URL, SITE_PURGE_TOKEN set while SITE_PUBLISH is off/,
    ],
    [{ ...s3, SITE_S3_PREFIX: '/site' }, /SITE_S3_PREFIX must be folder names/],
    [{ ...s3, SITE_S3_PREFIX: 'Site/' }, /SITE_S3_PREFIX must be folder names/],
    [{ ...s3, SITE_S3_PREFIX: 'a//b' }, /SITE_S3_PREFIX must be folder names/],
    [{ ...s3, SITE_S3_PREFIX: '../up' }, /SITE_S3_PREFIX must be folder names/],
    [{ ...s3, S3_PREFIX: 'shared', SITE_S3_PREFIX: 'shared/' }, /SITE_S3_PREFIX must differ from S3_PREFIX/],
    [{ ...s3, S3_PREFIX: 'site/' }, /SITE_S3_PREFIX must differ from S3_PREFIX/],
    [{ ...s3, SITE_S3_PREFIX: '' }, /SITE_S3_PREFIX must differ from S3_PREFIX \(""\)/],
    [{ ...s3, SITE_PURGE_METHOD: 'PUT' }, /SITE_PURGE_METHOD set without SITE_PURGE_URL/],
    [{ ...s3, SITE_PURGE_TOKEN: 'x' }, /SITE_PURGE_TOKEN set without SITE_PURGE_URL/],
    [{ ...s3, SITE_PURGE_URL: 'https://cdn.example/purge' }, /SITE_PURGE_URL must name the purged path with \{path\}/],
    [{ ...s3, SITE_PURGE_URL: 'https://cdn.example/purge?p={file}' }, /SITE_PURGE_URL knows only the placeholders .*got \{file\}/],
    [{ ...s3, SITE_PURGE_URL: 'https://cdn.example/purge?p={path' }, /SITE_PURGE_URL/],
    [{ ...s3, SITE_PURGE_URL: 'https://cdn.example/purge?p={path}}' }, /SITE_PURGE_URL has an unpaired/],
    [{ ...s3, SITE_PURGE_URL: 'ftp://cdn.example/{path}' }, /SITE_PURGE_URL must be an http\(s\) URL template/],
    [{ ...s3, SITE_PURGE_URL: '{url}' }, /SITE_PURGE_URL must be an http\(s\) URL template/],
    [{ ...s3, SITE_PURGE_URL: 'cdn.example/purge?p={path}' }, /SITE_PURGE_URL must be an http\(s\) URL template/],
    [{ ...s3, SITE_PURGE_URL: 'https://user:pw@cdn.example/{rawPath}' }, /SITE_PURGE_URL must not carry credentials/],
    [
      { ...s3, SITE_PURGE_URL: 'https://cdn.example/{rawPath}', SITE_PURGE_METHOD: 'PUT' },
      /SITE_PURGE_METHOD must be one of GET, POST, PURGE, DELETE, got "PUT"/,
    ],
    [{ ...s3, SITE_PURGE_URL: 'https://cdn.example/{rawPath}', SITE_PURGE_TOKEN: 'two words' }, /SITE_PURGE_TOKEN must be one word/],
    [{ ...s3, SITE_PURGE_URL: 'https://cdn.example/{rawPath}', SITE_PURGE_TOKEN: 'a\r\nX-Evil: 1' }, /SITE_PURGE_TOKEN must be one word/],
    [{ ...s3, SITE_PURGE_URL: 'https://cdn.example/?u={url}' }, /SITE_PURGE_URL uses \{url\}: set PUBLIC_SITE_URL/],
    [
      { ...s3, SITE_PURGE_URL: 'https://cdn.example/?u={url}', PUBLIC_SITE_URL: 'lustmap.example' },
      /PUBLIC_SITE_URL must be an http\(s\) URL/,
    ],
    [
      { ...s3, SITE_PURGE_URL: 'https://cdn.example/?u={url}', PUBLIC_SITE_URL: 'https://lustmap.example/?x=1' },
      /PUBLIC_SITE_URL must be an http\(s\) URL/,
    ],
  ])('%o is refused naming the variable', (env, message) => {
    expect(() => sitePublishFromEnv(env)).toThrow(message);
  });
});
