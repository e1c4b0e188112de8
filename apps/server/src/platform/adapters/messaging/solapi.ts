import { createHmac, randomBytes } from 'node:crypto';
import { textMessageKindOf } from '@academy/domain/notifications/notification.rules';
import type { SolapiConfig } from '../../../config';
import { AppError } from '../../errors/app-error';
import type { MessageSender, OutgoingMessage } from './messaging';

/** `HMAC-SHA256 apiKey=…, date=…, salt=…, signature=hex(HMAC-SHA256(secret, date + salt))`. */
export function solapiAuthorization(apiKey: string, apiSecret: string, date: string, salt: string): string {
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/**
 * Solapi REST (`POST {base}/messages/v4/send`, one message per call) for SMS, LMS and AlimTalk.
 * - sms: type SMS, or LMS when the text is longer than 90 bytes in EUC-KR (the domain's
 *   textMessageKindOf), so it is not cut or refused;
 * - lms, mms: type LMS with the subject (images are not supported here, so MMS goes as LMS);
 * - alimtalk: type ATA with kakaoOptions { pfId, templateId } and the full text, which must match
 *   the approved template; `disableSms: true`, so a failed AlimTalk is not silently re-sent (and
 *   billed) as SMS.
 * email and push are not Solapi's: those throw (mail has its own adapter).
 */
export function createSolapiSender(config: SolapiConfig, now: () => Date = () => new Date()): MessageSender {
  return {
    async send(message: OutgoingMessage) {
      const body = { message: solapiMessage(config, message) };
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/messages/v4/send`, {
          method: 'POST',
          headers: {
            authorization: solapiAuthorization(
              config.apiKey,
              config.apiSecret,
              now().toISOString(),
              randomBytes(16).toString('hex'),
            ),
            'content-type': 'application/json',
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw sendFailed(error);
      }
      const data = (await response.json().catch(() => null)) as SolapiAnswer | null;
      if (!response.ok || !data?.messageId || (data.statusCode && !/^2\d{3}$/.test(data.statusCode))) {
        throw sendFailed(
          `Solapi answered ${response.status} ${data?.errorCode ?? data?.statusCode ?? ''} ${data?.errorMessage ?? data?.statusMessage ?? ''}`,
        );
      }
      return { id: data.messageId };
    },
  };
}

type SolapiAnswer = {
  messageId?: string;
  groupId?: string;
  statusCode?: string;
  statusMessage?: string;
  errorCode?: string;
  errorMessage?: string;
};

function solapiMessage(config: SolapiConfig, message: OutgoingMessage): Record<string, unknown> {
  const base = { to: message.recipient.replace(/\D/g, ''), from: config.sender, text: message.body };
  switch (message.channel) {
    case 'sms':
      return textMessageKindOf(message.body) === 'sms'
        ? { ...base, type: 'SMS' }
        : { ...base, type: 'LMS', subject: message.subject ?? '' };
    case 'lms':
    case 'mms':
      return { ...base, type: 'LMS', subject: message.subject ?? '' };
    case 'alimtalk':
      if (!config.kakaoPfId || !message.templateCode) {
        throw new Error('AlimTalk needs SOLAPI_KAKAO_PF_ID and a template code');
      }
      return {
        ...base,
        type: 'ATA',
        kakaoOptions: { pfId: config.kakaoPfId, templateId: message.templateCode, disableSms: true },
      };
    default:
      throw new Error(`Solapi does not send ${message.channel} messages`);
  }
}

function sendFailed(cause: unknown): AppError {
  const error = new AppError('MESSAGE_SEND_FAILED');
  error.cause = cause;
  return error;
}
