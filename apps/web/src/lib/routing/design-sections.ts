/** The design pages: `/v3/pub` lists them, `/v3/pub{Name}` shows one section, `/demo` shows them all. */
export const DESIGN_SECTIONS = [
  { name: 'Header', title: '헤더' },
  { name: 'Button', title: '버튼' },
  { name: 'Link', title: '링크' },
  { name: 'Form', title: '입력 양식' },
  { name: 'Tabs', title: '탭' },
  { name: 'Accordion', title: '아코디언' },
  { name: 'Modal', title: '모달' },
  { name: 'Toast', title: '토스트' },
  { name: 'List', title: '목록' },
  { name: 'Chart', title: '차트' },
  { name: 'BottomTabs', title: '하단 탭' },
  { name: 'Feedback', title: '상태 표시' },
  { name: 'Layout', title: '레이아웃' },
  { name: 'Theme', title: '테마' },
] as const;

export type DesignSectionName = (typeof DESIGN_SECTIONS)[number]['name'];

/** The route of one section's page, e.g. `/v3/pubButton`. */
export function designSectionPath(name: DesignSectionName): string {
  return `/v3/pub${name}`;
}

export const DESIGN_INDEX_PATH = '/v3/pub';
