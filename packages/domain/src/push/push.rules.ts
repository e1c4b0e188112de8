/**
 * Which pushes open a popup in the app (SPEC §4): a `classCheck` push always does; chat-room pushes
 * never do (the chat screen shows them); any other push does only while a user is logged in.
 */

export const CLASS_CHECK_PUSH_TYPE = 'classCheck';

/** Label of the popup's close button (SPEC §9). */
export const PUSH_POPUP_CLOSE_LABEL = 'close';

export type PushAlert = { title?: string; body?: string };

/** A push as it reaches the app (SPEC §3): a type plus an iOS `aps.alert` or an FCM `notification`. */
export type PushPayload = {
  type?: string | null;
  /** iOS: `alert` may also be a plain string, which is the body. */
  aps?: { alert?: PushAlert | string };
  notification?: PushAlert;
};

export type PushPopupContent = { title: string; body: string };

/** A chat-room push: its type names the chat (`chat`, `chatRoom`, `CHAT_MESSAGE` …). */
export function isChatPush(type: string | null | undefined): boolean {
  return (type ?? '').trim().toLowerCase().startsWith('chat');
}

export function shouldShowPushPopup(type: string | null | undefined, isLoggedIn: boolean): boolean {
  if (type === CLASS_CHECK_PUSH_TYPE) return true;
  if (isChatPush(type)) return false;
  return isLoggedIn;
}

/** The title of a push that brings none: the product's short name in brackets (`[학원ON]`). */
export function defaultPushTitle(productShortName: string): string {
  return `[${productShortName}]`;
}

function alertOf(payload: PushPayload): PushAlert {
  const apsAlert = payload.aps?.alert;
  if (typeof apsAlert === 'string') return { body: apsAlert };
  return apsAlert ?? payload.notification ?? {};
}

/**
 * Title and body of a push, from the iOS (`aps.alert`, first) or the Android/web (`notification`)
 * shape. A blank title becomes `defaultTitle`; the body is trimmed and may be empty.
 */
export function pushContent(payload: PushPayload, defaultTitle: string): PushPopupContent {
  const alert = alertOf(payload);
  const title = alert.title?.trim();
  return { title: title ? title : defaultTitle, body: alert.body?.trim() ?? '' };
}

/** What the popup shows for a push, or `null` when the push opens no popup. */
export function pushPopupContent(
  payload: PushPayload,
  isLoggedIn: boolean,
  defaultTitle: string,
): PushPopupContent | null {
  return shouldShowPushPopup(payload.type, isLoggedIn) ? pushContent(payload, defaultTitle) : null;
}
