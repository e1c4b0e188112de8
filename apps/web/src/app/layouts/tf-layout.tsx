import { AppLayout } from './app-layout';

/**
 * The second family's wrapper (no `/v3` prefix, SPEC §2): the same PageContainer column, white at
 * every width, never the grey page background.
 */
export function TFLayout() {
  return <AppLayout family="tf" background="white" />;
}
