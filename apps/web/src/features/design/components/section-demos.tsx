import type { ComponentType } from 'react';
import type { DesignSectionName } from '../../../lib/routing/design-sections';
import { AccordionDemo } from './accordion-demo';
import { BottomTabsDemo } from './bottom-tabs-demo';
import { ButtonDemo } from './button-demo';
import { ChartDemo } from './chart-demo';
import { FeedbackDemo } from './feedback-demo';
import { FormDemo } from './form-demo';
import { HeaderDemo } from './header-demo';
import { LayoutDemo } from './layout-demo';
import { LinkDemo } from './link-demo';
import { ListDemo } from './list-demo';
import { ModalDemo } from './modal-demo';
import { TabsDemo } from './tabs-demo';
import { ThemeDemo } from './theme-demo';
import { ToastDemo } from './toast-demo';

/** The demo of every design section, by name. */
export const SECTION_DEMOS: Record<DesignSectionName, ComponentType> = {
  Header: HeaderDemo,
  Button: ButtonDemo,
  Link: LinkDemo,
  Form: FormDemo,
  Tabs: TabsDemo,
  Accordion: AccordionDemo,
  Modal: ModalDemo,
  Toast: ToastDemo,
  List: ListDemo,
  Chart: ChartDemo,
  BottomTabs: BottomTabsDemo,
  Feedback: FeedbackDemo,
  Layout: LayoutDemo,
  Theme: ThemeDemo,
};
