import type { ComponentType } from 'react';

/**
 * What an area's page module (`features/<area>/pages/<area>-pages.tsx`) exports: its screens by
 * route id. A route whose id is missing shows the shared '준비 중' page with the route's title.
 */
export type AreaPages = Readonly<Record<string, ComponentType>>;
export type AreaPageModule = { pages: AreaPages };
