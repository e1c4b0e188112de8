import { defaultPushTitle } from '@academy/domain/push/push.rules';

/**
 * The product's names, chosen once. The short name heads push popups (`[학원ON]`) and every
 * document title (`아이디 찾기 | 학원ON`); the full name describes the product where there is room.
 */
export const PRODUCT_NAME = '학원 운영 서비스';
export const PRODUCT_SHORT_NAME = '학원ON';

/** `[학원ON]`: the title of a push popup when the push brings none (SPEC §4). */
export const DEFAULT_PUSH_TITLE = defaultPushTitle(PRODUCT_SHORT_NAME);

/** `아이디 찾기 | 학원ON`, or the full product name when a screen has no title. */
export function documentTitle(screenTitle?: string | null): string {
  return screenTitle ? `${screenTitle} | ${PRODUCT_SHORT_NAME}` : `${PRODUCT_SHORT_NAME} - ${PRODUCT_NAME}`;
}
