import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { precompress } from './build/precompress';
import { prerenderLanding } from './build/prerender-landing';
import { zodInKorean } from './build/zod-in-korean';

const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * How the build is cut (decision 0041). The libraries every screen runs on each get a chunk of their
 * own, whose hash changes only with the library, so a release of the app leaves them cached; the rest
 * of what the start-up needs (the shell: providers, router, route map, layouts, hosts) is one chunk,
 * not a dozen small shared ones; each area stays the lazily loaded chunk app/area-loaders.ts makes.
 */
const CHUNKS: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  {
    name: 'store',
    test: /node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-persist|react-redux|immer|use-sync-external-store)[\\/]/,
  },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  // Everything else the entry imports statically: the modules a first visit needs before any screen.
  { name: 'shell', tags: ['$initial'] },
];

export default defineConfig({
  plugins: [zodInKorean(), react(), precompress(), prerenderLanding()],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNKS } } },
  },
});
