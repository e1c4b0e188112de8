import { ROLES } from '@academy/domain/access/access.roles';
import { STICKY_BOTTOM_TAB_FEATURES, STICKY_BOTTOM_TAB_PATHS } from '@academy/domain/navigation/navigation.constants';
import { NAV_ITEMS } from '@academy/domain/navigation/navigation.menu';
import { describe, expect, it } from 'vitest';
import { ROUTE_MAP } from '../route-map';
import { bottomTabsShowAt } from './current-destination';
import { tabItemsFor } from './sticky-bottom-tabs';

describe('bottom tabs (SPEC §9)', () => {
  it.each(ROLES)('give a %s a labelled, iconed tab per destination, each a screen of the route map', (role) => {
    const tabs = tabItemsFor([{ role, authCd: '000' }]);
    expect(tabs[0]).toMatchObject({ label: '홈', to: '/mainTF' });
    expect(tabs.at(-1)).toMatchObject({ label: '전체', to: '/instManagementTF/all' });
    for (const tab of tabs) {
      expect(tab.label).toMatch(/^[가-힣]+$/);
      expect(tab.icon, tab.label).toBeDefined();
      const path = tab.to.startsWith('/instManagementTF/') ? '/instManagementTF/:mng' : tab.to;
      expect(
        ROUTE_MAP.some((entry) => entry.path === path),
        tab.to,
      ).toBe(true);
    }
  });

  it('show on every screen of the sticky features, whose paths stay in the domain', () => {
    for (const feature of STICKY_BOTTOM_TAB_FEATURES) {
      for (const prefix of STICKY_BOTTOM_TAB_PATHS[feature]) {
        expect(bottomTabsShowAt(prefix), prefix).toBe(true);
        expect(bottomTabsShowAt(`${prefix}/1001`), prefix).toBe(true);
      }
    }
  });

  it('show on the home, every destination of the navigation and the full menu, not on inner screens', () => {
    for (const item of NAV_ITEMS) expect(bottomTabsShowAt(item.to), item.to).toBe(true);
    expect(bottomTabsShowAt('/instManagementTF/all')).toBe(true);
    for (const path of ['/v3/StudentDetail', '/v3/ProfileEditPage', '/classDetail', '/v3/FindId'])
      expect(bottomTabsShowAt(path), path).toBe(false);
  });
});
