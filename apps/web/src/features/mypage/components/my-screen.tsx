import { RouteScreen, type RouteScreenProps } from '../../../lib/screen/route-screen';

export type MyScreenProps = Pick<RouteScreenProps, 'title' | 'fallbackTitle' | 'screen' | 'onBack' | 'children'>;

/** The frame of every 마이페이지 screen: the header with the title, then a centred column. */
export function MyScreen(props: MyScreenProps) {
  return <RouteScreen {...props} width="sm" spacing="roomy" />;
}
