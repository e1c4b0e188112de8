import { createSessionGroup, type YesNo } from './session-group';

/**
 * SPEC §3 feed: the post, reply or re-reply being written and the post chosen. The post as the server
 * has it (its text, readers, reactions and comments) is server data: it lives in TanStack Query.
 */
export type FeedState = {
  feedImage: unknown[];
  feedFile: unknown[];
  tagList: string[];
  content: string;
  boardId: string | null;
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
  secretYn: 'N',
  rereplySecretYn: 'N',
  replyFiles: [],
  rereplyFiles: [],
  selectedUsers: [],
  unselectedUsers: [],
};

export const feedSlice = createSessionGroup('feed', initialFeedState);
export const { patch: patchFeed, reset: resetFeed } = feedSlice.actions;
