import {
  blockBody,
  blockParams,
  blocksResponse,
  chatFileParams,
  chatFileView,
  chatInstParams,
  chatReportBody,
  chatSettingsView,
  classRoomParams,
  classRoomsResponse,
  contactsQuery,
  contactsResponse,
  createRoomBody,
  etiquetteResponse,
  inviteBody,
  messagesQuery,
  messagesResponse,
  messageView,
  quietHoursView,
  readBody,
  readResponse,
  renameRoomBody,
  roomCreatedResponse,
  roomFilesResponse,
  roomMemberParams,
  roomMessageParams,
  roomParams,
  roomResponse,
  roomsResponse,
  sendMessageBody,
  unreadResponse,
} from '@academy/domain/chat/chat.schema';
import { z } from 'zod';
import { callerOf } from '../../platform/access/route-access';
import { uploadFileOf } from '../../platform/files/multipart';
import { uploadDisposition } from '../../platform/http/content-disposition';
import type { AppRoutes } from '../../platform/http/routes';
import { CHAT_ACCESS } from './chat.access';
import { readChatFile, uploadChatFile } from './files.service';
import { deleteMessage, markRead, messagesOf, roomFiles, sendMessage } from './messages.service';
import {
  acceptEtiquette,
  block,
  blocksOf,
  chatSettings,
  quietHours,
  reportInRoom,
  setChatSettings,
  setQuietHours,
  unblock,
} from './people.service';
import {
  classRooms,
  contacts,
  createRoom,
  inviteMembers,
  leaveRoom,
  listRooms,
  openClassRoom,
  removeMember,
  renameRoom,
  roomOf,
  unreadTotal,
} from './rooms.service';

const tags = ['chat'];
const base = '/api/insts/:instId/chat';
const room = `${base}/rooms/:channelUrl`;

/**
 * Chat (docs/access-matrix.md `## chat`, decision 0054): rooms and the badge, 1:1, group and class
 * rooms, members, messages and read positions, files, the 에티켓, reports and blocks, quiet hours and
 * the academy's settings. The socket is `chatSocketRoutes` (chat.socket.routes.ts).
 */
export const chatRoutes: AppRoutes = async (app, { ctx }) => {
  const member = { access: CHAT_ACCESS.member };

  app.get(
    `${base}/rooms`,
    {
      config: member,
      schema: {
        tags,
        summary: '내 대화방 목록 (안 읽은 수)',
        params: chatInstParams,
        response: { 200: roomsResponse },
      },
    },
    async (request) => listRooms(ctx, callerOf(request)),
  );

  app.get(
    `${base}/unread`,
    {
      config: member,
      schema: { tags, summary: '안 읽은 채팅 수 (배지)', params: chatInstParams, response: { 200: unreadResponse } },
    },
    async (request) => unreadTotal(ctx, callerOf(request)),
  );

  app.get(
    `${base}/contacts`,
    {
      config: member,
      schema: {
        tags,
        summary: '대화할 수 있는 사람',
        params: chatInstParams,
        querystring: contactsQuery,
        response: { 200: contactsResponse },
      },
    },
    async (request) => contacts(ctx, callerOf(request), request.query),
  );

  app.post(
    `${base}/rooms`,
    {
      config: member,
      schema: {
        tags,
        summary: '대화방 만들기 (1:1은 있던 방을 다시 엶, 그룹은 원장·실장·강사)',
        params: chatInstParams,
        body: createRoomBody,
        response: { 200: roomCreatedResponse },
      },
    },
    async (request) => createRoom(ctx, callerOf(request), request.body),
  );

  app.get(
    `${base}/class-rooms`,
    {
      config: member,
      schema: { tags, summary: '반 채팅방 목록', params: chatInstParams, response: { 200: classRoomsResponse } },
    },
    async (request) => classRooms(ctx, callerOf(request)),
  );

  app.post(
    `${base}/class-rooms/:classId`,
    {
      config: member,
      schema: {
        tags,
        summary: '반 채팅방 열기 (처음이면 만듦)',
        params: classRoomParams,
        response: { 200: roomCreatedResponse },
      },
    },
    async (request) => openClassRoom(ctx, callerOf(request), request.params),
  );

  app.get(
    room,
    {
      config: member,
      schema: { tags, summary: '대화방 정보', params: roomParams, response: { 200: roomResponse } },
    },
    async (request) => roomOf(ctx, callerOf(request), request.params),
  );

  app.patch(
    room,
    {
      config: member,
      schema: {
        tags,
        summary: '그룹 대화방 이름 바꾸기 (원장·실장·강사)',
        params: roomParams,
        body: renameRoomBody,
        response: { 200: roomResponse },
      },
    },
    async (request) => renameRoom(ctx, callerOf(request), { ...request.params, ...request.body }),
  );

  app.post(
    `${room}/members`,
    {
      config: member,
      schema: {
        tags,
        summary: '그룹 대화방에 초대 (원장·실장·강사)',
        params: roomParams,
        body: inviteBody,
        response: { 200: roomResponse },
      },
    },
    async (request) => inviteMembers(ctx, callerOf(request), { ...request.params, ...request.body }),
  );

  app.delete(
    `${room}/members/:userId`,
    {
      config: member,
      schema: {
        tags,
        summary: '그룹 대화방에서 내보내기 (원장·실장·강사, 기록됨)',
        params: roomMemberParams,
        response: { 200: roomResponse },
      },
    },
    async (request) => removeMember(ctx, callerOf(request), request.params),
  );

  app.post(
    `${room}/leave`,
    {
      config: member,
      schema: { tags, summary: '대화방 나가기 (1:1·그룹)', params: roomParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await leaveRoom(ctx, callerOf(request), request.params);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${room}/messages`,
    {
      config: member,
      schema: {
        tags,
        summary: '메시지 (최신, before 이전, after 이후)',
        params: roomParams,
        querystring: messagesQuery,
        response: { 200: messagesResponse },
      },
    },
    async (request) => messagesOf(ctx, callerOf(request), { ...request.params, ...request.query }),
  );

  app.post(
    `${room}/messages`,
    {
      config: member,
      schema: {
        tags,
        summary: '메시지 보내기 (clientId로 한 번만 저장)',
        params: roomParams,
        body: sendMessageBody,
        response: { 200: messageView },
      },
    },
    async (request) => sendMessage(ctx, callerOf(request), { ...request.params, ...request.body }, request.log),
  );

  app.delete(
    `${room}/messages/:messageId`,
    {
      config: member,
      schema: {
        tags,
        summary: '메시지 삭제 (원장·실장·강사, 기록됨)',
        params: roomMessageParams,
        response: { 200: messageView },
      },
    },
    async (request) => deleteMessage(ctx, callerOf(request), request.params),
  );

  app.post(
    `${room}/read`,
    {
      config: member,
      schema: { tags, summary: '읽음 표시', params: roomParams, body: readBody, response: { 200: readResponse } },
    },
    async (request) => markRead(ctx, callerOf(request), { ...request.params, ...request.body }),
  );

  app.get(
    `${room}/files`,
    {
      config: member,
      schema: { tags, summary: '대화방 사진·파일', params: roomParams, response: { 200: roomFilesResponse } },
    },
    async (request) => roomFiles(ctx, callerOf(request), request.params),
  );

  app.post(
    `${base}/files`,
    {
      config: member,
      schema: {
        tags,
        summary: '채팅 파일 올리기 (사진, 동영상, 문서; 50MB까지)',
        consumes: ['multipart/form-data'],
        params: chatInstParams,
        response: { 200: chatFileView },
      },
    },
    async (request) => uploadChatFile(ctx, callerOf(request), { readFile: uploadFileOf(request, 'chat-file') }),
  );

  app.get(
    `${base}/files/:fileNm`,
    { config: member, schema: { tags, summary: '채팅 파일 (대화방 참여자만)', params: chatFileParams } },
    async (request, reply) => {
      const file = await readChatFile(ctx, callerOf(request), request.params);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', uploadDisposition(file.contentType))
        .send(file.body);
    },
  );

  app.post(
    `${base}/etiquette`,
    {
      config: member,
      schema: { tags, summary: '채팅 에티켓 동의', params: chatInstParams, response: { 200: etiquetteResponse } },
    },
    async (request) => acceptEtiquette(ctx, callerOf(request)),
  );

  app.post(
    `${base}/reports`,
    {
      config: member,
      schema: {
        tags,
        summary: '메시지·사람 신고',
        params: chatInstParams,
        body: chatReportBody,
        response: { 201: z.null() },
      },
    },
    async (request, reply) => {
      await reportInRoom(ctx, callerOf(request), request.body);
      return reply.code(201).send(null);
    },
  );

  app.get(
    `${base}/blocks`,
    {
      config: member,
      schema: { tags, summary: '차단한 사람', params: chatInstParams, response: { 200: blocksResponse } },
    },
    async (request) => blocksOf(ctx, callerOf(request)),
  );

  app.put(
    `${base}/blocks`,
    {
      config: member,
      schema: { tags, summary: '차단하기', params: chatInstParams, body: blockBody, response: { 200: blocksResponse } },
    },
    async (request) => block(ctx, callerOf(request), request.body),
  );

  app.delete(
    `${base}/blocks/:userId`,
    {
      config: member,
      schema: { tags, summary: '차단 풀기', params: blockParams, response: { 200: blocksResponse } },
    },
    async (request) => unblock(ctx, callerOf(request), request.params),
  );

  app.get(
    `${base}/quiet-hours`,
    {
      config: { access: CHAT_ACCESS.staff },
      schema: { tags, summary: '내 채팅 알림 쉬는 시간', params: chatInstParams, response: { 200: quietHoursView } },
    },
    async (request) => quietHours(ctx, callerOf(request)),
  );

  app.put(
    `${base}/quiet-hours`,
    {
      config: { access: CHAT_ACCESS.staff },
      schema: {
        tags,
        summary: '내 채팅 알림 쉬는 시간 바꾸기',
        params: chatInstParams,
        body: quietHoursView,
        response: { 200: quietHoursView },
      },
    },
    async (request) => setQuietHours(ctx, callerOf(request), request.body),
  );

  app.get(
    `${base}/settings`,
    {
      config: member,
      schema: { tags, summary: '학원 채팅 설정', params: chatInstParams, response: { 200: chatSettingsView } },
    },
    async (request) => chatSettings(ctx, callerOf(request)),
  );

  app.put(
    `${base}/settings`,
    {
      config: { access: CHAT_ACCESS.director },
      schema: {
        tags,
        summary: '학원 채팅 설정 바꾸기 (원장)',
        params: chatInstParams,
        body: chatSettingsView,
        response: { 200: chatSettingsView },
      },
    },
    async (request) => setChatSettings(ctx, callerOf(request), request.body),
  );
};
