import type { AreaPages } from '../../../lib/routing/area-pages';
import { ChatRoomEtiquettePage, EtiquettePage } from './chat-etiquette-pages';
import { ChatFileViewerPage } from './chat-file-viewer-page';
import { ChatRoomChangePage, ChatRoomInvitePage } from './chat-room-change-pages';
import { ChatRoomCreatePage, ChatRoomNmPage } from './chat-room-create-pages';
import { ChatRoomFileManagePage } from './chat-room-file-manage-page';
import { ChatRoomInsidePage } from './chat-room-inside-page';
import { ChatRoomListPage } from './chat-room-list-page';
import { ClassChatRoomListPage } from './class-chat-room-list-page';

/**
 * The chat area's screens (채팅), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk (decision 0054 says how rooms, messages and the socket work).
 */
export const pages: AreaPages = {
  chatRoomListMain: ChatRoomListPage,
  chatRoomInside: ChatRoomInsidePage,
  chatRoomInvite: ChatRoomInvitePage,
  chatRoomCreate: ChatRoomCreatePage,
  chatRoomNm: ChatRoomNmPage,
  classChatRoomList: ClassChatRoomListPage,
  chatRoomChange: ChatRoomChangePage,
  chatRoomFileManage: ChatRoomFileManagePage,
  chatRoomEtiquette: ChatRoomEtiquettePage,
  chatFileViewer: ChatFileViewerPage,
  etiquette: EtiquettePage,
};
