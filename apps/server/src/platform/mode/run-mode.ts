import { isIP } from 'node:net';
import type { Config } from '../../config';

/**
 * How the server runs: `local` is trying the product on one's own machine (sandbox adapters, the
 * outbox, dev triggers and demo data, answering loopback only); `real` is serving people. Every
 * dev-only route, sandbox surface and the demo seed ask this gate, never `config.env` themselves.
 */
export type RunMode = 'local' | 'real';

/** `local` when NODE_ENV is not production and the server listens on a loopback address only. */
export function runModeOf(config: Pick<Config, 'env' | 'host'>): RunMode {
  return config.env !== 'production' && isLoopbackHost(config.host) ? 'local' : 'real';
}

/** A listening host that only this machine can reach: `localhost`, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  return host.trim().toLowerCase() === 'localhost' || isLoopbackAddress(host.trim());
}

/** A socket address on loopback: 127.0.0.0/8, ::1, or 127.x seen through an IPv4-mapped IPv6 socket. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = address.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) !== 6) return false;
  if (bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true;
  const mapped = /^(?:::|0:0:0:0:0:)ffff:(.+)$/.exec(bare)?.[1];
  return mapped !== undefined && isIP(mapped) === 4 && mapped.startsWith('127.');
}
