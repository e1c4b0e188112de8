// End-to-end tests drive Debian's Chromium (its headless shell, and the full browser for web push)
// with a Korean font; say what is missing instead of skipping.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const BROWSERS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
const problems = [];
for (const browser of BROWSERS) if (!existsSync(browser)) problems.push(`Chromium is missing at ${browser}.`);
let koreanFonts = '';
try {
  koreanFonts = execFileSync('fc-list', [':lang=ko', 'family'], { encoding: 'utf8' }).trim();
} catch {
  koreanFonts = '';
}
if (!koreanFonts) problems.push('No Korean font is installed (fc-list :lang=ko finds none).');

if (problems.length) {
  console.error(
    [
      'End-to-end tests cannot run:',
      ...problems.map((problem) => `  - ${problem}`),
      'Install them (Debian/Ubuntu):  sudo apt-get install -y chromium chromium-headless-shell fonts-noto-cjk',
    ].join('\n'),
  );
  process.exit(1);
}
