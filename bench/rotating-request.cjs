'use strict';
/**
 * autocannon's `setupRequest` for a target whose requests must differ (bench/http-load.ts,
 * `variants`). autocannon loads it by path in its worker thread; the variants come in the JSON file
 * named by BENCH_ROTATING_REQUESTS (`{ start, variants }`). Every connection of the worker takes the
 * next variant in turn, starting at `start`.
 */
const { readFileSync } = require('node:fs');

const { start, variants } = JSON.parse(readFileSync(process.env.BENCH_ROTATING_REQUESTS, 'utf8'));
let next = start;

module.exports = (request) => {
  const variant = variants[next % variants.length];
  next += 1;
  return {
    ...request,
    headers: { ...request.headers, ...variant.headers },
    body: variant.body ?? request.body,
  };
};
