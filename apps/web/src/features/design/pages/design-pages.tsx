import type { AreaPages } from '../../../lib/routing/area-pages';
import { DESIGN_SECTIONS } from '../../../lib/routing/design-sections';
import { useRouteEntry } from '../../../lib/routing/route-entry';
import { DesignIndexPage } from './design-index-page';
import { DesignSectionPage } from './design-section-page';

const sectionOfRoute = new Map(DESIGN_SECTIONS.map((section) => [`pub${section.name}`, section.name]));

/** `/v3/pub{Name}`: the UI kit's section page for the section the route names. */
function DesignSectionScreen() {
  const section = sectionOfRoute.get(useRouteEntry()?.entry.id ?? '');
  return section ? <DesignSectionPage section={section} /> : <DesignIndexPage />;
}

/**
 * The design area's screens by route id (`pub`, `demo`, `pub{Name}`): the UI kit's own design pages.
 * Loaded lazily like every area page module.
 */
export const pages: AreaPages = {
  pub: DesignIndexPage,
  demo: DesignIndexPage,
  ...Object.fromEntries([...sectionOfRoute.keys()].map((id) => [id, DesignSectionScreen])),
};
