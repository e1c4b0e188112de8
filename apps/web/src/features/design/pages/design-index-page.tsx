/** `/v3/pub` and `/demo`: every design section (the UI kit owns this page). */
export function DesignIndexPage() {
  return <h1>디자인 시스템</h1>;
}
