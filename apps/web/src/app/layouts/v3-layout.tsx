import { useRouteEntry } from '../../lib/routing/route-entry';
import { AppLayout } from './app-layout';

/**
 * The `/v3` family's wrapper (SPEC §1, ARCHITECTURE §9): the PageContainer column, 1000px centred on
 * tablet and up with 16px side padding below; grey outside it on wide screens unless the screen asks
 * for white.
 */
export function V3Layout() {
  const current = useRouteEntry();
  return <AppLayout family="v3" background={current?.entry.background === 'white' ? 'white' : 'grey'} />;
}
