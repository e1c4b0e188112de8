import { useEffect, useState } from 'react';
import { PRODUCT_NAME, PRODUCT_SHORT_NAME } from '../../../lib/product';
import { BrandName } from '../../../ui/brand-name/brand-name';
import { DESIGN_TEXTS } from '../design.texts';
import { DemoBlock } from './demo-block';
import styles from './design.module.css';

const T = DESIGN_TEXTS.theme;
const COLOR_TOKENS = Object.keys(T.colorNames) as (keyof typeof T.colorNames)[];
const SIZE_TOKENS = Object.keys(T.sizes) as (keyof typeof T.sizes)[];
const SPACE_TOKENS = ['--space-1', '--space-2', '--space-3', '--space-4', '--space-6', '--space-8'];
const RADIUS_TOKENS = ['--radius-sm', '--radius-md', '--radius-lg', '--radius-full'];

/** Reads the current values of CSS custom properties from :root (shows that the tokens are live). */
function useTokenValues(tokens: readonly string[]) {
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setValues(Object.fromEntries(tokens.map((token) => [token, style.getPropertyValue(token).trim()])));
  }, [tokens]);
  return values;
}

export function ThemeDemo() {
  const colors = useTokenValues(COLOR_TOKENS);
  return (
    <>
      <DemoBlock title={T.brand}>
        <BrandName size="xl">{PRODUCT_SHORT_NAME}</BrandName>
        <BrandName size="lg">{PRODUCT_NAME}</BrandName>
        <BrandName size="sm">{PRODUCT_SHORT_NAME}</BrandName>
      </DemoBlock>
      <DemoBlock title={T.colors} layout="column">
        <ul className={styles.swatches}>
          {COLOR_TOKENS.map((token) => (
            <li key={token} className={styles.swatch}>
              <span className={styles.swatchColor} style={{ background: `var(${token})` }} />
              <span className={styles.swatchName}>{T.colorNames[token]}</span>
              <code className={styles.code}>{token}</code>
              <code className={styles.code}>{colors[token] ?? ''}</code>
            </li>
          ))}
        </ul>
      </DemoBlock>
      <DemoBlock title={T.typography} description={T.selectionHint} layout="column">
        <p>{T.bodySample}</p>
        <ul className={styles.scale}>
          {SIZE_TOKENS.map((token) => (
            <li key={token} style={{ fontSize: `var(${token})` }}>
              {T.sizes[token]} <code className={styles.code}>{token}</code>
            </li>
          ))}
        </ul>
      </DemoBlock>
      <DemoBlock title={T.spacing} layout="column">
        <ul className={styles.scale}>
          {SPACE_TOKENS.map((token) => (
            <li key={token} className={styles.scaleRow}>
              <span className={styles.spaceBar} style={{ width: `var(${token})` }} />
              <code className={styles.code}>{token}</code>
            </li>
          ))}
        </ul>
      </DemoBlock>
      <DemoBlock title={T.radius}>
        {RADIUS_TOKENS.map((token) => (
          <span key={token} className={styles.scaleRow}>
            <span className={styles.radiusBox} style={{ borderRadius: `var(${token})` }} />
            <code className={styles.code}>{token}</code>
          </span>
        ))}
      </DemoBlock>
    </>
  );
}
