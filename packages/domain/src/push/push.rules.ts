/**
 * Which pushes open a popup in the app (SPEC §4): a `classCheck` push always does; chat-room pushes
 * never do (the chat screen shows them); any other push does only while a user is logged in.
 */

export const CLASS_CHECK_PUSH_TYPE = 'classCheck';

/** Label of the popup's close button (SPEC §9). */
export const PUSH_POPUP_CLOSE_LABEL = 'close';

export type PushPayload = {
  type?: string | null;
  aps?: { alert?: { title?: string; body?: string } };
  notification?: { title?: string; body?: string };
};

/** A chat-room push: its type names the chat (`chat`, `chatRoom`, `CHAT_MESSAGE` …). */
export function isChatPush(type: string | null | undefined): boolean {
  return (type ?? '').toLowerCase().startsWith('chat');
}

export function shouldShowPushPopup(type: string | null | undefined, isLoggedIn: boolean): boolean {
  if (type === CLASS_CHECK_PUSH_TYPE) return true;
  if (isChatPush(type)) return false;
  return isLoggedIn;
}

/** Title and body of a push, from the iOS (`aps.alert`) or the Android/web (`notification`) shape. */
export function pushContent(payload: PushPayload, defaultTitle: string): { title: string; body: string } {
  const source = payload.aps?.alert ?? payload.notification ?? {};
  return { title: source.title?.trim() || defaultTitle, body: source.body ?? '' };
}
