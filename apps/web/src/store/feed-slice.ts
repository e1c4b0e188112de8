import { createSessionGroup, type YesNo } from './session-group';

/** SPEC §3 feed: the post being written or read. */
export type FeedState = {
  feedImage: unknown[];
  feedFile: unknown[];
  tagList: string[];
  content: string;
  boardId: string | null;
  boardUserId: string | null;
  boardInfo: Record<string, unknown> | null;
  readCnt: number;
  studentMaxCnt: number;
  emotionList: unknown[];
  commentList: unknown[];
  myEmotion: string | null;
  secretYn: YesNo;
  rereplySecretYn: YesNo;
  replyFiles: unknown[];
  rereplyFiles: unknown[];
  selectedUsers: string[];
  unselectedUsers: string[];
};

export const initialFeedState: FeedState = {
  feedImage: [],
  feedFile: [],
  tagList: [],
  content: '',
  boardId: null,
  boardUserId: null,
  boardInfo: null,
  readCnt: 0,
  studentMaxCnt: 0,
  emotionList: [],
  commentList: [],
  myEmotion: null,
  secretYn: 'N',
  rereplySecretYn: 'N',
  replyFiles: [],
  rereplyFiles: [],
  selectedUsers: [],
  unselectedUsers: [],
};

export const feedSlice = createSessionGroup('feed', initialFeedState);
export const { patch: patchFeed, reset: resetFeed } = feedSlice.actions;
