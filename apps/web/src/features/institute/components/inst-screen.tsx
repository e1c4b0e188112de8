import { RouteScreen, type RouteScreenProps } from '../../../lib/screen/route-screen';

export type InstScreenProps = Pick<
  RouteScreenProps,
  'title' | 'fallbackTitle' | 'screen' | 'hideBack' | 'actions' | 'children'
> & {
  /** `wide` for homes and lists (up to the page width), `narrow` for forms (560px). */
  width?: 'narrow' | 'wide';
};

/** The frame of every institute screen: the header with the title, then a centred column. */
export function InstScreen({ width = 'narrow', ...props }: InstScreenProps) {
  return <RouteScreen {...props} width={width === 'wide' ? 'full' : 'sm'} spacing="roomy" />;
}
