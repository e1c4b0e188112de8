import { AppError, type ErrorCode, errorCatalog } from '../../errors/app-error';

/**
 * The refusals every payment client shares, in words the payer reads. A provider's own Korean
 * text is kept when it says something the payer can act on (why the card company said no), and
 * our catalogue message is used when it does not.
 */

/** No answer, or no answer we can trust: the outcome is unknown and the caller keeps the payment pending. */
export function paymentUnavailable(cause: unknown): AppError {
  const error = new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  error.cause = cause;
  return error;
}

/**
 * A refusal with the provider's wording. `sentence`: a full Korean sentence of the provider's (Toss's
 * messages), kept as written and followed by our advice unless it already gives some. `reason`: a
 * short Korean label (NicePay's result messages), put in brackets after the first sentence of ours.
 * Anything that is not readable Korean leaves the catalogue message alone.
 */
export function providerRefusal(
  code: ErrorCode,
  wording: { sentence?: unknown; reason?: unknown } = {},
  cause?: unknown,
): AppError {
  const error = new AppError(code, messageWith(code, wording));
  error.cause = cause;
  return error;
}

function messageWith(code: ErrorCode, { sentence, reason }: { sentence?: unknown; reason?: unknown }): string {
  const ours = errorCatalog[code].message;
  const [first, ...rest] = ours.split(/(?<=\.) /);
  const advice = rest.join(' ');
  const ownSentence = readableKorean(sentence);
  if (ownSentence) {
    const closed = /[.!?]$/.test(ownSentence) ? ownSentence : `${ownSentence}.`;
    return /다시|문의|확인/.test(closed) || !advice ? closed : `${closed} ${advice}`;
  }
  const label = readableKorean(reason)?.replace(/[.\s]+$/, '');
  if (label && first?.endsWith('.')) return [`${first.slice(0, -1)}(${label}).`, advice].filter(Boolean).join(' ');
  return ours;
}

/** Text a payer can read: Korean, one line, not too long, no internal codes. */
function readableKorean(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!/[가-힣]/.test(trimmed) || trimmed.length > 150 || /[A-Z]{2,}_[A-Z]|[<>{}]/.test(trimmed)) return undefined;
  return trimmed;
}
