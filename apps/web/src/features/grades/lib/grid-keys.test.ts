import { describe, expect, it } from 'vitest';
import { gridMove, pastedBlock } from './grid-keys';

const size = { rows: 3, cols: 2 };

describe('gridMove', () => {
  it('moves up and down with the arrows, and Enter moves down (Shift+Enter up)', () => {
    expect(gridMove('ArrowDown', { row: 0, col: 1 }, size)).toEqual({ row: 1, col: 1 });
    expect(gridMove('ArrowUp', { row: 2, col: 0 }, size)).toEqual({ row: 1, col: 0 });
    expect(gridMove('Enter', { row: 1, col: 0 }, size)).toEqual({ row: 2, col: 0 });
    expect(gridMove('Enter', { row: 1, col: 0 }, size, { shift: true })).toEqual({ row: 0, col: 0 });
  });

  it('stops at the edges instead of wrapping', () => {
    expect(gridMove('ArrowUp', { row: 0, col: 0 }, size)).toBeNull();
    expect(gridMove('Enter', { row: 2, col: 0 }, size)).toBeNull();
    expect(gridMove('ArrowRight', { row: 0, col: 1 }, size)).toBeNull();
    expect(gridMove('ArrowLeft', { row: 0, col: 0 }, size)).toBeNull();
  });

  it('leaves ←/→ to the caret inside a typed score until it reaches the edge', () => {
    const inside = { start: 1, end: 1, length: 2 };
    expect(gridMove('ArrowLeft', { row: 0, col: 1 }, size, { caret: inside })).toBeNull();
    expect(gridMove('ArrowRight', { row: 0, col: 0 }, size, { caret: inside })).toBeNull();
    expect(gridMove('ArrowLeft', { row: 0, col: 1 }, size, { caret: { start: 0, end: 0, length: 2 } })).toEqual({
      row: 0,
      col: 0,
    });
    expect(gridMove('ArrowRight', { row: 0, col: 0 }, size, { caret: { start: 2, end: 2, length: 2 } })).toEqual({
      row: 0,
      col: 1,
    });
    // A focused cell has its text selected: the arrow leaves it at once.
    expect(gridMove('ArrowRight', { row: 0, col: 0 }, size, { caret: { start: 0, end: 2, length: 2 } })).toEqual({
      row: 0,
      col: 1,
    });
  });

  it('ignores other keys', () => {
    expect(gridMove('Tab', { row: 0, col: 0 }, size)).toBeNull();
    expect(gridMove('7', { row: 0, col: 0 }, size)).toBeNull();
  });
});

describe('pastedBlock', () => {
  it('reads a spreadsheet column, dropping the line break after the last cell', () => {
    expect(pastedBlock('90\r\n85\r\n\r\n')).toEqual([['90'], ['85']]);
  });

  it('reads rows of tab-separated cells', () => {
    expect(pastedBlock('90\t10\n 85 \t20')).toEqual([
      ['90', '10'],
      ['85', '20'],
    ]);
  });

  it('leaves a single value to the input', () => {
    expect(pastedBlock('90')).toBeNull();
    expect(pastedBlock('90\n')).toBeNull();
  });
});
