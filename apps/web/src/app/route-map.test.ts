import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  AREAS,
  compilePath,
  entryAccepts,
  isRouteHandle,
  LANDING_AREAS,
  type PagesModuleName,
  pagesModuleOf,
  pickEntry,
  screenParams,
} from '../lib/routing/route-entry';
import { PAGES_LOADERS } from './area-loaders';
import { createAppQueryClient } from './query-client';
import { ROUTE_MAP } from './route-map';
import { createAppRoutes, groupRoutes, preloadScreenCode, screenModuleAt } from './router';

describe('route map', () => {
  it('has unique ids and unique Korean titles', () => {
    const ids = ROUTE_MAP.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const titles = ROUTE_MAP.map((entry) => entry.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title).toMatch(/[가-힣]/);
  });

  it('gives every parameterised path concrete samples, and each sample opens that entry', () => {
    const routes = createAppRoutes({ queryClient: createAppQueryClient() });
    for (const entry of ROUTE_MAP) {
      const hasParams = /[:{]/.test(entry.path);
      if (hasParams) expect(entry.samples?.length, entry.path).toBeGreaterThan(0);
      for (const sample of entry.samples ?? [entry.path]) {
        const matches = matchRoutes(routes, sample) ?? [];
        const last = matches[matches.length - 1];
        const handle = last?.route.handle;
        expect(isRouteHandle(handle), sample).toBe(true);
        if (last && isRouteHandle(handle)) expect(pickEntry(handle.entries, last.params)?.id, sample).toBe(entry.id);
      }
    }
  });

  it('puts /v3 paths in the v3 family and second-family paths outside /v3', () => {
    for (const entry of ROUTE_MAP) {
      if (entry.path.startsWith('/v3/')) expect(entry.family, entry.path).toBe('v3');
      if (entry.family === 'tf') expect(entry.path.startsWith('/v3'), entry.path).toBe(false);
    }
  });

  it('has no two entries on one router path except pattern routes', () => {
    const shared = groupRoutes(ROUTE_MAP).filter((group) => group.entries.length > 1);
    expect(shared.map((group) => group.routerPath)).toEqual(['/:product']);
    expect(shared[0]?.entries.map((entry) => entry.id)).toEqual(['productInstIntro', 'productConsultTF']);
  });

  it('uses only known areas, and every area and landing module has a loader', () => {
    for (const entry of ROUTE_MAP) expect(AREAS).toContain(entry.area);
    const landing = LANDING_AREAS.map((area) => `${area}-landing`);
    expect(Object.keys(PAGES_LOADERS).sort()).toEqual([...AREAS, ...landing].sort());
  });

  it("lists in each pages module only that module's route ids: landing screens in the landing module alone", async () => {
    for (const name of Object.keys(PAGES_LOADERS) as PagesModuleName[]) {
      const { pages } = await PAGES_LOADERS[name]();
      const ids = new Set(ROUTE_MAP.filter((entry) => pagesModuleOf(entry) === name).map((entry) => entry.id));
      for (const id of Object.keys(pages)) expect(ids.has(id), `${name}: ${id}`).toBe(true);
    }
  });

  it('gives every landing area at least one landing screen, and the log-in screen is one', () => {
    for (const area of LANDING_AREAS) {
      expect(
        ROUTE_MAP.some((entry) => entry.area === area && entry.landing),
        area,
      ).toBe(true);
    }
    expect(ROUTE_MAP.find((entry) => entry.id === 'loginMainTF')?.landing).toBe(true);
  });
});

describe('pattern segments', () => {
  const intro = ROUTE_MAP.find((entry) => entry.id === 'productInstIntro');
  const consult = ROUTE_MAP.find((entry) => entry.id === 'productConsultTF');

  it('compile `/{product}InstIntro/:instId` to a router path with a suffix check', () => {
    expect(compilePath('/{product}InstIntro/:instId')).toEqual({
      routerPath: '/:product/:instId',
      patterns: [{ param: 'product', prefix: '', suffix: 'InstIntro' }],
    });
    expect(compilePath('/v3/FindId')).toEqual({ routerPath: '/v3/FindId', patterns: [] });
  });

  it('accept only segments that end with the suffix after a non-empty name', () => {
    if (!intro || !consult) throw new Error('pattern entries missing');
    expect(entryAccepts(intro, { product: 'mathInstIntro' })).toBe(true);
    expect(entryAccepts(intro, { product: 'InstIntro' })).toBe(false);
    expect(entryAccepts(intro, { product: 'mathConsultTF' })).toBe(false);
    expect(entryAccepts(consult, { product: 'mathConsultTF' })).toBe(true);
  });

  it('give the screen only the variable part of the segment', () => {
    if (!intro) throw new Error('pattern entry missing');
    expect(screenParams(intro, { product: 'mathInstIntro' })).toEqual({ product: 'math' });
  });
});

describe('the screen code a first visit starts downloading', () => {
  it('is the pages module of the screen every sample URL opens', () => {
    for (const entry of ROUTE_MAP.filter((candidate) => candidate.redirectTo === undefined)) {
      for (const sample of entry.samples ?? [entry.path]) {
        expect(screenModuleAt(sample), sample).toBe(pagesModuleOf(entry));
      }
    }
    expect(screenModuleAt('/loginMainTF')).toBe('account-landing');
    expect(screenModuleAt('/v3/joinAgreeMain')).toBe('account');
  });

  it('is chosen by the URL on a path pattern routes share', () => {
    expect(screenModuleAt('/mathInstIntro')).toBe('institute');
    expect(screenModuleAt('/mathConsultTF')).toBe('counsel');
  });

  it('is nothing for the root, a forwarding route, an unknown path or a pattern no entry accepts', () => {
    for (const path of ['/', '/v3/Homepage', '/instMainTF', '/no-such-screen', '/v3/deals/gold']) {
      expect(screenModuleAt(path), path).toBeNull();
    }
  });

  it("starts only that module's loader, and a failed download is left to the router", async () => {
    const names = Object.keys(PAGES_LOADERS) as PagesModuleName[];
    const loaders = Object.fromEntries(names.map((name) => [name, vi.fn(async () => ({ pages: {} }))])) as Record<
      PagesModuleName,
      ReturnType<typeof vi.fn<() => Promise<unknown>>>
    >;
    loaders['account-landing'] = vi.fn(() => Promise.reject(new Error('chunk failed')));
    preloadScreenCode('/loginMainTF', loaders);
    preloadScreenCode('/mainTF', loaders);
    preloadScreenCode('/no-such-screen', loaders);
    await Promise.resolve();
    const started = names.filter((name) => loaders[name].mock.calls.length > 0);
    expect(started).toEqual(['home', 'account-landing']);
  });
});
