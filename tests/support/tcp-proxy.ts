import { createServer, connect, type Server, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'silent' | 'refuse';

export type TcpProxy = {
  port: number;
  /**
   * forward: pass bytes both ways. silent: keep every connection open but pass nothing (a network that
   * drops packets); new connections are accepted and never answered. refuse: stop listening and reset
   * every connection (a host that refuses).
   */
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
  /** How many connections clients opened to the proxy so far (in any mode). */
  readonly connections: number;
};

type Pair = { client: Socket; upstream?: Socket };

/** A TCP proxy in the test process, in front of a real server, that can go silent or refuse on demand. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'forward';
  const pairs = new Set<Pair>();
  let server: Server | undefined;
  let port = 0;
  let connections = 0;

  const stopForwarding = (p: Pair) => {
    p.client.unpipe();
    p.upstream?.unpipe();
    p.client.pause();
    p.upstream?.pause();
  };

  const onConnection = (client: Socket) => {
    connections++;
    const pair: Pair = { client };
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      pair.upstream?.destroy();
    };
    client.on('error', forget);
    client.on('close', forget);
    if (mode !== 'forward') {
      client.pause();
      return;
    }
    const upstream = connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', forget);
    upstream.on('close', forget);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(onConnection);
      server.on('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  return {
    get port() {
      return port;
    },
    get connections() {
      return connections;
    },
    async setMode(next) {
      if (next === mode) return;
      if (next === 'silent') for (const p of pairs) stopForwarding(p);
      if (next === 'refuse') {
        for (const p of pairs) {
          p.client.resetAndDestroy();
          p.upstream?.destroy();
        }
        pairs.clear();
        await stopListening();
      }
      if (next === 'forward') {
        // Connections that went silent stay dead (as after a real outage); new ones are forwarded.
        for (const p of pairs) {
          p.client.destroy();
          p.upstream?.destroy();
        }
        pairs.clear();
        if (!server) await listen();
      }
      mode = next;
    },
    async close() {
      for (const p of pairs) {
        p.client.destroy();
        p.upstream?.destroy();
      }
      pairs.clear();
      await stopListening();
    },
  };
}
