import { NAV_ITEMS, NAV_MENU_PATH } from '@academy/domain/navigation/navigation.menu';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  isRouteHandle,
  pagesModuleOf,
  pickEntry,
  type RouteEntry,
  showsNavigation,
} from '../../lib/routing/route-entry';
import { PAGES_LOADERS } from '../area-loaders';
import { createAppQueryClient } from '../query-client';
import { ROUTE_MAP } from '../route-map';
import { createAppRoutes } from '../router';

const routes = createAppRoutes({ queryClient: createAppQueryClient() });

function entryAt(url: string): RouteEntry | undefined {
  const matches = matchRoutes(routes, url) ?? [];
  const last = matches[matches.length - 1];
  return last && isRouteHandle(last.route.handle) ? pickEntry(last.route.handle.entries, last.params) : undefined;
}

/** Whether the route's pages module exports a real page for it (not the shared placeholder). */
async function hasRealPage(entry: RouteEntry) {
  const { pages } = await PAGES_LOADERS[pagesModuleOf(entry)]();
  return entry.id in pages;
}

describe('the navigation model against the route map', () => {
  it.each(NAV_ITEMS.map((item) => [item.label, item.to]))(
    '%s (%s) opens a working screen of the map',
    async (_, to) => {
      const entry = entryAt(to);
      expect(entry, to).toBeDefined();
      if (entry) expect(await hasRealPage(entry), `${entry.id} has no page`).toBe(true);
    },
  );

  it('the full menu is a working screen that shows the navigation', async () => {
    const entry = entryAt(NAV_MENU_PATH);
    expect(entry?.id).toBe('instManagementTF');
    if (entry) {
      expect(await hasRealPage(entry)).toBe(true);
      expect(showsNavigation(entry)).toBe(true);
    }
  });

  it("names as every screen's logical parent a screen of the map that works and is not a wizard's", async () => {
    for (const entry of ROUTE_MAP) {
      if (!entry.parent) continue;
      const parent = entryAt(entry.parent);
      expect(parent, `${entry.id} → ${entry.parent}`).toBeDefined();
      if (!parent) continue;
      expect(parent.flow, `${entry.id} → ${entry.parent}`).toBeUndefined();
      expect(await hasRealPage(parent), `${entry.id} → ${entry.parent}`).toBe(true);
    }
  });

  it('ends every wizard with a done screen whose parent is outside the wizard', () => {
    const done = ROUTE_MAP.filter((entry) => entry.flow === 'done').map((entry) => entry.id);
    expect(done).toEqual(
      expect.arrayContaining(['classCreateDoneTF', 'instCreateDoneTF', 'studentAddDoneTF', 'joinDoneTF']),
    );
    for (const entry of ROUTE_MAP.filter((candidate) => candidate.flow === 'done')) expect(entry.parent).toBeDefined();
  });
});
