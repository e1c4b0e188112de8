/** A cell of the score grid: the student's row and the score column (the total, or one section). */
export type GridCell = { row: number; col: number };

/** Where the caret sits in the focused input, so that ←/→ move the caret until it reaches an edge. */
export type Caret = { start: number | null; end: number | null; length: number };

/**
 * The cell a key moves to from `from` in a grid of `rows` × `cols`, or null when the key is not a
 * move (the input keeps it). ↑/↓ and Enter (down; Shift+Enter up) always move, as in a spreadsheet;
 * ←/→ move only from the caret's edge of the text, so a typed score can still be corrected. The edges
 * stop the move (no wrapping: a wrong row is worse than no move).
 */
export function gridMove(
  key: string,
  from: GridCell,
  size: { rows: number; cols: number },
  { shift = false, caret }: { shift?: boolean; caret?: Caret } = {},
): GridCell | null {
  const clamp = (cell: GridCell): GridCell | null =>
    cell.row < 0 || cell.row >= size.rows || cell.col < 0 || cell.col >= size.cols ? null : cell;
  // The whole text selected (as focusing a cell does) or an empty cell: the arrow leaves the cell.
  const allSelected = caret ? caret.start === 0 && caret.end === caret.length : true;
  switch (key) {
    case 'ArrowUp':
      return clamp({ row: from.row - 1, col: from.col });
    case 'ArrowDown':
      return clamp({ row: from.row + 1, col: from.col });
    case 'Enter':
      return clamp({ row: from.row + (shift ? -1 : 1), col: from.col });
    case 'ArrowLeft':
      if (!allSelected && !(caret?.start === 0 && caret.end === 0)) return null;
      return clamp({ row: from.row, col: from.col - 1 });
    case 'ArrowRight':
      if (!allSelected && !(caret?.start === caret?.length && caret?.end === caret?.length)) return null;
      return clamp({ row: from.row, col: from.col + 1 });
    default:
      return null;
  }
}

/**
 * A block copied from a spreadsheet: its lines (rows) of tab-separated values (columns). The line
 * break a spreadsheet adds after the last row is dropped, so a column of 20 cells gives 20 rows; null
 * for a single value (an ordinary paste into one cell, left to the input).
 */
export function pastedBlock(text: string): string[][] | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === '') lines.pop();
  const block = lines.map((line) => line.split('\t').map((value) => value.trim()));
  if (block.length <= 1 && (block[0]?.length ?? 0) <= 1) return null;
  return block;
}
