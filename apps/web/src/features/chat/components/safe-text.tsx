import { SAFE_LINK_REL, textParts } from '../lib/safe-text';

/**
 * A message's text: React text nodes only (never HTML), with http(s) addresses as links that open in a
 * new tab without reaching back into the app.
 */
export function SafeText({ text }: { text: string }) {
  return (
    <>
      {textParts(text).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={index} href={part.href} target="_blank" rel={SAFE_LINK_REL}>
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
