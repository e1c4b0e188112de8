import { describe, expect, it } from 'vitest';
import {
  isStickyBottomTabPath,
  STICKY_BOTTOM_TAB_FEATURES,
  STICKY_BOTTOM_TAB_PATHS,
  stickyBottomTabFeatureOf,
} from './navigation.constants';

describe('sticky bottom-tab features (SPEC §9)', () => {
  it('are the seven features, each with paths', () => {
    expect(STICKY_BOTTOM_TAB_FEATURES).toEqual([
      'feed',
      'deskAttendance',
      'attendance',
      'bill',
      'learningReport',
      'gradeRecord',
      'chat',
    ]);
    for (const feature of STICKY_BOTTOM_TAB_FEATURES)
      expect(STICKY_BOTTOM_TAB_PATHS[feature].length).toBeGreaterThan(0);
  });

  it('match a path, its sub-paths and query strings, but not look-alikes', () => {
    expect(stickyBottomTabFeatureOf('/feedPageTF')).toBe('feed');
    expect(stickyBottomTabFeatureOf('/chatRoomInside/abc')).toBe('chat');
    expect(stickyBottomTabFeatureOf('/attendanceDeskMain?x=1')).toBe('deskAttendance');
    expect(stickyBottomTabFeatureOf('/v3/tuition-fee/list#top')).toBe('bill');
    expect(stickyBottomTabFeatureOf('/feedPageTFX')).toBeNull();
    expect(isStickyBottomTabPath('/v3/GradeManagement')).toBe(true);
    expect(isStickyBottomTabPath('/v3/MyPage')).toBe(false);
  });
});
