import { PROFILE_PRESETS } from '@academy/domain/files/files.schema';
import { IconUser } from '../icon/icons';
import styles from './avatar.module.css';

const COLOURS = ['초록', '파랑', '노랑', '빨강', '회색'];

/** Texts of the avatar. */
export const AVATAR_TEXTS = {
  presetAlt: (index: number) => `기본 프로필 이미지 ${index} (${COLOURS[index - 1] ?? COLOURS[0]} 배경)`,
  photoAlt: '프로필 사진',
} as const;

/** 1–5 for a stock picture; 1 for any other name. */
export function presetNumberOf(profileFileNm: string): number {
  const index = (PROFILE_PRESETS as readonly string[]).indexOf(profileFileNm);
  return index >= 0 ? index + 1 : 1;
}

export type AvatarProps = {
  /** The stock picture (`default01.png` … `default05.png`), drawn with theme colours: no image files. */
  profileFileNm: string;
  /** An uploaded photo; shown instead of the stock picture when set. */
  imageUrl?: string | null;
  size?: 'sm' | 'md' | 'lg';
  /** Alternative text; defaults to what the picture is. Pass '' when a label next to it already says it. */
  alt?: string;
};

/** A member's picture: their uploaded photo, or one of the five stock pictures. */
export function Avatar({ profileFileNm, imageUrl, size = 'md', alt }: AvatarProps) {
  const preset = presetNumberOf(profileFileNm);
  const label = alt ?? (imageUrl ? AVATAR_TEXTS.photoAlt : AVATAR_TEXTS.presetAlt(preset));
  const a11y = label === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  if (imageUrl) {
    return (
      <span className={[styles.avatar, styles[size]].join(' ')} {...a11y}>
        <img src={imageUrl} alt="" className={styles.image} />
      </span>
    );
  }
  return (
    <span className={[styles.avatar, styles[size]].join(' ')} data-preset={preset} {...a11y}>
      <IconUser className={styles.icon} />
    </span>
  );
}
