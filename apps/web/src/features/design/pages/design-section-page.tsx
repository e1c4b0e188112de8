import type { DesignSectionName } from '../design-sections';

/** `/v3/pub{Name}`: one design section in all its states (the UI kit owns this page). */
export function DesignSectionPage({ section }: { section: DesignSectionName }) {
  return <h1>{section}</h1>;
}
