/** Our own endpoint first, then public lookup services in turn (SPEC §7). */
export const CLIENT_IP_SOURCES = [
  '/api/system/ip',
  'https://api.ipify.org?format=json',
  'https://api64.ipify.org?format=json',
  'https://ipinfo.io/json',
] as const;

/** Each lookup gives up after 5 seconds (SPEC §9). */
export const CLIENT_IP_TIMEOUT_MS = 5000;

export type ClientIpDeps = {
  fetch?: typeof fetch;
  sources?: readonly string[];
  timeoutMs?: number;
  /** Where failures go; they are only logged, never shown (SPEC §8). */
  warn?: (message: string, error?: unknown) => void;
};

/** Reads `{ ip }` or the bare value (`"1.2.3.4"` or `1.2.3.4`). */
export function parseIpAnswer(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  let value: unknown = trimmed;
  try {
    value = JSON.parse(trimmed);
  } catch {
    // not JSON: the bare address
  }
  if (typeof value === 'object' && value !== null && 'ip' in value) value = (value as { ip: unknown }).ip;
  if (typeof value !== 'string') return null;
  const ip = value.trim();
  // IPv4 or IPv6 characters only: anything else (an HTML error page, a message) is not an answer.
  return /^[0-9a-fA-F:.]+$/.test(ip) && ip.length <= 45 ? ip : null;
}

/**
 * The visitor's public IP, trying each source in turn with its own time-out; null when none answers.
 * Failures are logged with console.warn and nothing else.
 */
export async function resolveClientIp(deps: ClientIpDeps = {}): Promise<string | null> {
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const sources = deps.sources ?? CLIENT_IP_SOURCES;
  const timeoutMs = deps.timeoutMs ?? CLIENT_IP_TIMEOUT_MS;
  const warn = deps.warn ?? ((message: string, error?: unknown) => console.warn(message, error));

  for (const source of sources) {
    try {
      const response = await fetchImpl(source, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { Accept: 'application/json' },
        credentials: source.startsWith('/') ? 'same-origin' : 'omit',
      });
      if (!response.ok) {
        warn(`[client-ip] ${source} answered ${response.status}`);
        continue;
      }
      const ip = parseIpAnswer(await response.text());
      if (ip) return ip;
      warn(`[client-ip] ${source} gave no IP address`);
    } catch (error) {
      warn(`[client-ip] ${source} failed`, error);
    }
  }
  warn('[client-ip] the public IP could not be determined');
  return null;
}
