// Draws the 5 stock class images (apps/web/public/class-images/class001.jpg … class005.jpg) with
// the Chromium the end-to-end tests use: each is an SVG scene screenshotted as a small JPEG.
// Run from the repository root: node apps/web/src/features/classes/stock-images.script.mjs
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const OUT = path.resolve('apps/web/public/class-images');
const WIDTH = 640;
const HEIGHT = 480;

/** Background gradient, accent colours and the motif of each image. */
const SCENES = [
  { from: '#0aa64a', to: '#7fd99b', accent: '#ffffff', motif: 'math' },
  { from: '#213dce', to: '#8ea0f2', accent: '#ffffff', motif: 'books' },
  { from: '#ff9a1f', to: '#ffd37a', accent: '#ffffff', motif: 'pencil' },
  { from: '#6b3fd1', to: '#c2a8f5', accent: '#ffffff', motif: 'globe' },
  { from: '#0f8f8f', to: '#86dccd', accent: '#ffffff', motif: 'notes' },
];

const motifs = {
  math: (a) => `
    <g fill="none" stroke="${a}" stroke-width="14" stroke-linecap="round" opacity="0.9">
      <path d="M190 200h90M235 155v90"/><path d="M360 200h90"/>
      <path d="M190 320l80 80M270 320l-80 80"/><path d="M360 340h90M360 380h90"/>
    </g>`,
  books: (a) => `
    <g fill="${a}" opacity="0.92">
      <rect x="170" y="150" width="70" height="220" rx="8"/><rect x="255" y="130" width="70" height="240" rx="8"/>
      <rect x="340" y="170" width="70" height="200" rx="8" transform="rotate(12 375 270)"/>
    </g>
    <rect x="140" y="370" width="360" height="16" rx="8" fill="${a}" opacity="0.7"/>`,
  pencil: (a) => `
    <g transform="rotate(-35 320 260)">
      <rect x="170" y="225" width="260" height="70" rx="10" fill="${a}" opacity="0.92"/>
      <path d="M430 225l80 35-80 35z" fill="${a}" opacity="0.75"/>
      <rect x="140" y="225" width="40" height="70" rx="10" fill="${a}" opacity="0.6"/>
    </g>`,
  globe: (a) => `
    <g fill="none" stroke="${a}" stroke-width="12" opacity="0.9">
      <circle cx="320" cy="240" r="120"/><ellipse cx="320" cy="240" rx="55" ry="120"/>
      <path d="M205 200h230M205 280h230"/>
    </g>
    <rect x="300" y="360" width="40" height="40" fill="${a}" opacity="0.8"/>`,
  notes: (a) => `
    <g fill="${a}" opacity="0.92">
      <rect x="200" y="120" width="240" height="280" rx="18"/>
    </g>
    <g stroke="#0f8f8f" stroke-width="12" stroke-linecap="round" opacity="0.55">
      <path d="M240 190h160M240 240h160M240 290h120M240 340h90"/>
    </g>`,
};

function svg(scene, index) {
  const dots = Array.from({ length: 14 }, (_, i) => {
    const x = (i * 97 + index * 53) % WIDTH;
    const y = (i * 61 + index * 37) % HEIGHT;
    const r = 10 + ((i * 7 + index) % 26);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="0.12"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${scene.from}"/><stop offset="1" stop-color="${scene.to}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${dots}${motifs[scene.motif](scene.accent)}
  </svg>`;
}

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  for (const [index, scene] of SCENES.entries()) {
    await page.setContent(`<html><body style="margin:0">${svg(scene, index)}</body></html>`);
    const file = path.join(OUT, `class00${index + 1}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: 78 });
    process.stdout.write(`${file} ${statSync(file).size} bytes\n`);
  }
} finally {
  await browser.close();
}
