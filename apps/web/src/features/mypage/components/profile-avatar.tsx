import { IconUser } from '../../../ui/icon/icons';
import { MYPAGE_TEXTS } from '../mypage.texts';
import styles from './profile-avatar.module.css';

/** The stock profile pictures a member may choose (`default01.png` is every new account's). */
export const PROFILE_PRESETS = ['default01.png', 'default02.png', 'default03.png', 'default04.png', 'default05.png'];

/** 1–5 for a stock picture; 1 for anything else (an upload is drawn as the first stock picture for now). */
export function presetNumberOf(profileFileNm: string): number {
  const index = PROFILE_PRESETS.indexOf(profileFileNm);
  return index >= 0 ? index + 1 : 1;
}

export type ProfileAvatarProps = {
  profileFileNm: string;
  size?: 'sm' | 'md' | 'lg';
  /** Alternative text; defaults to the picture's name. Pass '' when a label next to it already says it. */
  alt?: string;
};

/** A profile picture: the stock pictures are drawn with theme colours, so they need no image files. */
export function ProfileAvatar({ profileFileNm, size = 'md', alt }: ProfileAvatarProps) {
  const preset = presetNumberOf(profileFileNm);
  const label = alt ?? MYPAGE_TEXTS.avatar.alt(preset);
  return (
    <span
      className={[styles.avatar, styles[size]].join(' ')}
      data-preset={preset}
      {...(label === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <IconUser className={styles.icon} />
    </span>
  );
}
