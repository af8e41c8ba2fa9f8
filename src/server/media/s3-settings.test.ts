import { describe, expect, test } from 'vitest';
import { s3SettingsFromEnv } from './s3-settings.ts';

const bucket = { S3_BUCKET: 'lustmap-media' };

describe('S3 settings from the environment', () => {
  test('without S3_BUCKET there are none (the local folder is used)', () => {
    expect(s3SettingsFromEnv({})).toBeUndefined();
    expect(s3SettingsFromEnv({ S3_BUCKET: '', MEDIA_DIR: '/srv/media' })).toBeUndefined();
  });

  test('a bucket alone gets the defaults: us-east-1, AWS, default credentials, no prefix, 300 s URLs', () => {
    expect(s3SettingsFromEnv(bucket)).toEqual({
      bucket: 'lustmap-media',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      prefix: '',
      signedUrlSeconds: 300,
    });
  });

  test('every setting is read, the endpoint without its trailing slash and the prefix with one', () => {
    expect(
      s3SettingsFromEnv({
        ...bucket,
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: 'lustmap/prod',
        S3_SIGNED_URL_SECONDS: '120',
      }),
    ).toEqual({
      bucket: 'lustmap-media',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
      prefix: 'lustmap/prod/',
      signedUrlSeconds: 120,
    });
    expect(s3SettingsFromEnv({ ...bucket, S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({
      region: 'auto',
      forcePathStyle: false,
    });
  });

  test.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_ENDPOINT set without S3_BUCKET/],
    [{ S3_REGION: 'eu-central-1', S3_PREFIX: 'x' }, /S3_PREFIX, S3_REGION set without S3_BUCKET/],
    [{ ...bucket, S3_BUCKET: 'Lustmap_Media' }, /S3_BUCKET must be a bucket name/],
    [{ ...bucket, S3_BUCKET: 'ab' }, /S3_BUCKET must be a bucket name/],
    [{ ...bucket, S3_REGION: 'EU Central' }, /S3_REGION must be a region name/],
    [{ ...bucket, S3_ENDPOINT: 'localhost:9000' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ ...bucket, S3_ENDPOINT: 'ftp://files.example.com' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ ...bucket, S3_ENDPOINT: 'https://key:secret@s3.example.com' }, /S3_ENDPOINT must not carry credentials/],
    [{ ...bucket, S3_ACCESS_KEY_ID: 'only-the-id' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ ...bucket, S3_SECRET_ACCESS_KEY: 'only-the-secret' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ ...bucket, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be "true" or "false", got "yes"/],
    [{ ...bucket, S3_PREFIX: '/media' }, /S3_PREFIX must be folder names/],
    [{ ...bucket, S3_PREFIX: 'a/../b' }, /S3_PREFIX must be folder names/],
    [{ ...bucket, S3_SIGNED_URL_SECONDS: '0' }, /S3_SIGNED_URL_SECONDS must be a whole number of seconds from 5 to 3600, got "0"/],
    [{ ...bucket, S3_SIGNED_URL_SECONDS: '86400' }, /from 5 to 3600, got "86400"/],
    [{ ...bucket, S3_SIGNED_URL_SECONDS: '2.5' }, /from 5 to 3600, got "2.5"/],
    [{ ...bucket, S3_SIGNED_URL_SECONDS: 'five' }, /from 5 to 3600, got "five"/],
  ])('a bad value stops the start with the variable named: %o', (env, message) => {
    expect(() => s3SettingsFromEnv(env)).toThrow(message);
  });

  test('no error repeats the secret key', () => {
    for (const env of [
      { S3_SECRET_ACCESS_KEY: 'hunter2-secret' },
      { ...bucket, S3_SECRET_ACCESS_KEY: 'hunter2-secret' },
      { ...bucket, S3_SECRET_ACCESS_KEY: 'hunter2-secret', S3_ACCESS_KEY_ID: 'id', S3_ENDPOINT: 'https://id:hunter2-secret@x.example' },
    ]) {
      expect(() => s3SettingsFromEnv(env)).toThrow();
      try {
        s3SettingsFromEnv(env);
      } catch (err) {
        expect((err as Error).message).not.toContain('hunter2');
      }
    }
  });
});
