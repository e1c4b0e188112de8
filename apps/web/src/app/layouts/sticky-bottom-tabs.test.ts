import { STICKY_BOTTOM_TAB_FEATURES, stickyBottomTabFeatureOf } from '@academy/domain/navigation/navigation.constants';
import { describe, expect, it } from 'vitest';
import { ROUTE_MAP } from '../route-map';
import { STICKY_BOTTOM_TABS } from './sticky-bottom-tabs';

describe('sticky bottom tabs (SPEC §9)', () => {
  it('has one tab per sticky feature, in the domain order, with a Korean label', () => {
    expect(STICKY_BOTTOM_TABS.map((tab) => tab.feature)).toEqual([...STICKY_BOTTOM_TAB_FEATURES]);
    for (const tab of STICKY_BOTTOM_TABS) expect(tab.label).toMatch(/[가-힣]/);
  });

  it("links each tab to a screen of the route map that belongs to the tab's feature", () => {
    for (const tab of STICKY_BOTTOM_TABS) {
      expect(tab.to, tab.feature).not.toMatch(/[:{]/);
      expect(
        ROUTE_MAP.some((entry) => entry.path === tab.to),
        tab.to,
      ).toBe(true);
      expect(stickyBottomTabFeatureOf(tab.to)).toBe(tab.feature);
    }
  });
});
