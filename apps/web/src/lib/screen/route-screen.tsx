import type { ReactNode } from 'react';
import { Screen, type ScreenProps } from '../../ui/screen/screen';
import { useRouteEntry } from '../routing/route-entry';

export type RouteScreenProps = Omit<ScreenProps, 'screenId' | 'title'> & {
  /** The route id for `data-screen` when the page is rendered outside the route map (tests). */
  screen: string;
  /** The h1 when the route gives no title (tests). */
  fallbackTitle: string;
  /** Replaces the route's title (e.g. 반 수정 on the class wizard's pages). */
  title?: string;
  children: ReactNode;
};

/** The screen of the current route: its id as `data-screen` and its Korean title as the h1. */
export function RouteScreen({ screen, fallbackTitle, title, ...frame }: RouteScreenProps) {
  const route = useRouteEntry()?.entry;
  return <Screen screenId={route?.id ?? screen} title={title ?? route?.title ?? fallbackTitle} {...frame} />;
}
