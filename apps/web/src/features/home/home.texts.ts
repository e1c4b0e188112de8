/** Every text of the home screen (/mainTF) and its header account controls. */
export const HOME_TEXTS = {
  welcomeTitle: '학원 운영, 이제 한 곳에서',
  welcomeLead:
    '원생과 반 관리, 출결, 공지, 수강료 청구와 결제까지. 원장님, 선생님, 학부모, 학생이 하나의 계정으로 함께 씁니다.',
  login: '로그인',
  join: '회원가입',
  greeting: (name: string) => `${name}님, 안녕하세요`,
  academiesTitle: '내 학원',
  academiesLabel: '소속 학원',
  noAcademy: '아직 연결된 학원이 없습니다.',
  noAcademyHint: '학원을 만들거나, 다니는 학원에서 받은 초대 코드로 연결해 보세요.',
  createAcademy: '학원 만들기',
  findAcademy: '학원 찾기',
  current: '선택됨',
  childPicker: '자녀 선택',
  logout: '로그아웃',
  userName: (name: string) => `${name}님`,
  loadFailed: '회원 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;
