import { fetchProvider } from '../provider-fetch';
import { paymentUnavailable } from './provider-errors';

/** What both payment clients send: JSON with HTTP Basic credentials, answered with JSON. */

export const basicAuthorization = (user: string, password: string): string =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

export type JsonAnswer = {
  status: number;
  data: Record<string, unknown> | null;
  /** The body when it is a JSON array (a list answer, e.g. Toss's settlements), else null. */
  list: unknown[] | null;
};

/**
 * One call to the provider, with the time limit of fetchProvider. A network failure or time-out is
 * PAYMENT_PROVIDER_UNAVAILABLE; any HTTP answer is handed back with its JSON object (null when the
 * body is not one) for the client to read in the provider's own terms.
 */
export async function requestJson(
  url: string,
  init: { method: 'GET' | 'POST'; authorization: string; body?: object; headers?: Record<string, string> },
): Promise<JsonAnswer> {
  const response = await fetchProvider(
    url,
    {
      method: init.method,
      headers: {
        authorization: init.authorization,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
        ...init.headers,
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    },
    paymentUnavailable,
  );
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  return {
    status: response.status,
    data: typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null,
    list: Array.isArray(data) ? data : null,
  };
}

/**
 * A provider's time: ISO 8601 with or without an offset (`+09:00`, NicePay's `+0900`); without
 * one it is Korean time. Null for nothing, or for NicePay's `0` ("has not happened").
 */
export function providerDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '' || value === '0') return null;
  const withZone = /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}+09:00`;
  const date = new Date(withZone);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const trimSlash = (url: string): string => url.replace(/\/+$/, '');
