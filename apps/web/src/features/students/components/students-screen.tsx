import { RouteScreen, type RouteScreenProps } from '../../../lib/screen/route-screen';

export type StudentsScreenProps = Pick<RouteScreenProps, 'screen' | 'fallbackTitle' | 'actions' | 'children'> & {
  /** Forms and single-record pages read better in a narrower column. */
  narrow?: boolean;
};

/** The frame of every students screen: the header with the route's Korean title, then the content. */
export function StudentsScreen({ narrow = false, ...props }: StudentsScreenProps) {
  return <RouteScreen {...props} width={narrow ? 'md' : 'full'} spacing="compact" />;
}
