/**
 * The realtime part of one app: its signing keys, the built-in server (unless an external Pusher
 * service is configured, or another worker of a cluster holds it: ./relay.ts), the publisher and the
 * client configuration. main.ts attaches the built-in server (or the relay) to the HTTP server it
 * listens with.
 */
import type { Server } from 'node:http';
import { REALTIME_TIMINGS, CHANNEL_AUTH_PATH, type RealtimeConfig } from '../../lib/api/realtime.ts';
import type { Logger } from '../context.ts';
import { localPublisher, pusherPublisher, type Publisher } from './publisher.ts';
import type { RealtimeRelay } from './relay.ts';
import { RealtimeServer, type RealtimeServerOptions } from './server.ts';
import { DEFAULT_REALTIME_SETTINGS, signingKeys, type RealtimeSettings, type SigningKeys } from './settings.ts';

export interface Realtime {
  settings: RealtimeSettings;
  keys: SigningKeys;
  /** The built-in server; undefined when an external service is configured or another worker holds it. */
  server?: RealtimeServer;
  publisher: Publisher;
  /** Serve the built-in server's WebSocket upgrades on an HTTP server (a relaying worker: pass them to the hub). */
  attach(http: Server): void;
  /** What clients connect with; `origin` is the API origin the request came to. */
  clientConfig(origin: URL): RealtimeConfig;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  settings?: Partial<RealtimeSettings>;
  /** Timings of the built-in server (tests shorten them). */
  server?: Omit<RealtimeServerOptions, 'app' | 'log'>;
  /** A cluster worker without the built-in server: relay to the worker that holds it (ignored with an external service). */
  relay?: RealtimeRelay;
}

/** Build the realtime part; `serverSecret` gives the key the default secrets derive from. */
export function createRealtime(options: RealtimeOptions, serverSecret: () => string, log?: Logger): Realtime {
  const settings: RealtimeSettings = { ...DEFAULT_REALTIME_SETTINGS, ...options.settings };
  let secret: string | undefined;
  const keys = signingKeys(settings, () => (secret ??= serverSecret()));
  const relay = settings.external ? undefined : options.relay;
  const server = settings.external || relay ? undefined : new RealtimeServer({ ...options.server, app: keys.app, log });
  const publisher = settings.external
    ? pusherPublisher(settings.external)
    : relay
      ? relay.publisher(keys)
      : localPublisher(server!.hub, keys.masterKey);
  return {
    settings,
    keys,
    server,
    publisher,
    attach: (http) => (relay ? relay.attach(http) : server?.attach(http)),
    clientConfig(origin) {
      const ext = settings.external;
      const place = ext
        ? ext.host
          ? { wsHost: ext.host, wsPort: ext.port }
          : { cluster: ext.cluster }
        : {
            wsHost: settings.publicHost ?? origin.hostname,
            wsPort: settings.publicPort ?? Number(origin.port || (origin.protocol === 'https:' ? 443 : 80)),
          };
      return {
        key: keys.app.key,
        ...place,
        forceTLS: ext ? ext.useTLS : settings.forceTLS,
        authEndpoint: CHANNEL_AUTH_PATH,
        ...REALTIME_TIMINGS,
      };
    },
    close: async () => {
      relay?.close();
      await server?.close();
    },
  };
}

const byApp = new WeakMap<object, Realtime>();

/** Remember the realtime part of an app (main.ts reads it to attach the server). */
export function attachRealtime(app: object, realtime: Realtime): void {
  byApp.set(app, realtime);
}

/** The realtime part of an app built by createApp. */
export function realtimeOf(app: object): Realtime {
  const realtime = byApp.get(app);
  if (!realtime) throw new Error('This app has no realtime part');
  return realtime;
}
