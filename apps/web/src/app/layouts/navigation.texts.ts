/** Every text of the app's navigation (side menu, bottom tabs), in one place. */
export const NAVIGATION_TEXTS = {
  mainMenu: '주 메뉴',
  bottomMenu: '하단 메뉴',
  home: '홈으로',
  academyPicker: '현재 학원',
  childPicker: '자녀',
} as const;
