import { afterEach, expect, test, vi } from 'vitest';
import { locate, LOCATE_GIVE_UP_MS, type Geo } from './locate.ts';
import { clearCurrentLocation, CURRENT_LOCATION_KEY, readCurrentLocation, roundPoint, saveCurrentLocation } from './near-me.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A geolocation that answers with a position or an error code (1 denied, 2 unavailable, 3 timeout). */
function geoAnswering(answer: { lat: number; lon: number } | { code: number }): Geo & { calls: PositionOptions[] } {
  const calls: PositionOptions[] = [];
  return {
    calls,
    getCurrentPosition(ok, fail, options) {
      calls.push(options ?? {});
      if ('code' in answer) fail?.({ code: answer.code, message: 'no' } as GeolocationPositionError);
      else ok({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
    },
  };
}

/** A Storage over a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

test('a position is rounded to 2 decimals (about 1 km) before anyone gets it', async () => {
  const geo = geoAnswering({ lat: 52.520008, lon: 13.404954 });
  expect(await locate(geo)).toEqual({ point: { lat: 52.52, lon: 13.4 } });
  expect(await locate(geoAnswering({ lat: -33.868821, lon: 151.209296 }))).toEqual({ point: { lat: -33.87, lon: 151.21 } });
  // A coarse position is what the search needs: no high accuracy, and a time limit for the browser.
  expect(geo.calls[0]).toMatchObject({ enableHighAccuracy: false, timeout: 10_000 });
  expect(roundPoint(-0.001, 0.004)).toEqual({ lat: 0, lon: 0 });
  expect(Object.is(roundPoint(-0.001, 0)!.lat, -0)).toBe(false);
  expect(roundPoint(91, 0)).toBeNull();
  expect(roundPoint(Number.NaN, 0)).toBeNull();
});

test('a refusal, a missing position and a timeout come back as reasons, never as errors', async () => {
  expect(await locate(geoAnswering({ code: 1 }))).toEqual({ failure: 'denied' });
  expect(await locate(geoAnswering({ code: 2 }))).toEqual({ failure: 'unavailable' });
  expect(await locate(geoAnswering({ code: 3 }))).toEqual({ failure: 'timeout' });
  expect(await locate(undefined)).toEqual({ failure: 'unsupported' });
  const throwing: Geo = {
    getCurrentPosition() {
      throw new Error('blocked by policy');
    },
  };
  expect(await locate(throwing)).toEqual({ failure: 'unsupported' });
  expect(await locate(geoAnswering({ lat: 500, lon: 0 }))).toEqual({ failure: 'unavailable' });
});

test('a browser that never answers (a dismissed prompt) times out; a late answer changes nothing', async () => {
  vi.useFakeTimers();
  let late: PositionCallback | undefined;
  const silent: Geo = {
    getCurrentPosition(ok) {
      late = ok;
    },
  };
  const pending = locate(silent);
  vi.advanceTimersByTime(LOCATE_GIVE_UP_MS);
  expect(await pending).toEqual({ failure: 'timeout' });
  late?.({ coords: { latitude: 1, longitude: 2 } } as GeolocationPosition);
  expect(await pending).toEqual({ failure: 'timeout' });
});

test('the rounded position is kept for the tab under currentLocation and forgotten when turned off', () => {
  const storage = memoryStorage();
  expect(readCurrentLocation(storage)).toBeNull();
  saveCurrentLocation({ lat: 48.14, lon: 11.58 }, storage);
  expect(JSON.parse(storage.getItem(CURRENT_LOCATION_KEY)!)).toEqual({ lat: 48.14, lon: 11.58 });
  expect(readCurrentLocation(storage)).toEqual({ lat: 48.14, lon: 11.58 });
  clearCurrentLocation(storage);
  expect(storage.getItem(CURRENT_LOCATION_KEY)).toBeNull();
});

test('a malformed or precise kept value is never sent as it is', () => {
  const storage = memoryStorage();
  for (const raw of ['not json', 'null', '{"lat":"52"}', '{"lat":52,"lon":200}', '[]']) {
    storage.setItem(CURRENT_LOCATION_KEY, raw);
    expect(readCurrentLocation(storage)).toBeNull();
  }
  storage.setItem(CURRENT_LOCATION_KEY, '{"lat":52.520008,"lon":13.404954}');
  expect(readCurrentLocation(storage)).toEqual({ lat: 52.52, lon: 13.4 });
});

test('blocked storage means no kept position, not an error', () => {
  const blocked = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  } as unknown as Storage;
  expect(readCurrentLocation(blocked)).toBeNull();
  expect(() => saveCurrentLocation({ lat: 1, lon: 2 }, blocked)).not.toThrow();
  expect(() => clearCurrentLocation(blocked)).not.toThrow();
  expect(readCurrentLocation(undefined)).toBeNull();
});
