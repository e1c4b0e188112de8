/** Texts of the image picker (profile photo, academy logo). */
export const IMAGE_UPLOAD_TEXTS = {
  uploading: '올리는 중',
  tooLarge: (maxLabel: string) => `이미지가 너무 큽니다. ${maxLabel} 이하의 이미지를 올려 주세요.`,
  empty: '내용이 없는 빈 파일입니다. 다른 파일을 선택해 주세요.',
  chosen: (name: string) => `선택한 파일: ${name}`,
  remove: '지우기',
} as const;
