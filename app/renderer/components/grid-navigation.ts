// Keyboard movement in a grid of buttons with one tab stop (roving tabindex): arrows move
// by one cell, Home/End to the row's ends, PageUp/PageDown to the column's ends. Cells are
// numbered row-major. null: the key is not a movement key (let it through).
export function gridMove(index: number, key: string, rows: number, cols: number): number | null {
  const row = Math.floor(index / cols);
  const col = index % cols;
  switch (key) {
    case 'ArrowLeft':
      return row * cols + Math.max(0, col - 1);
    case 'ArrowRight':
      return row * cols + Math.min(cols - 1, col + 1);
    case 'ArrowUp':
      return Math.max(0, row - 1) * cols + col;
    case 'ArrowDown':
      return Math.min(rows - 1, row + 1) * cols + col;
    case 'Home':
      return row * cols;
    case 'End':
      return row * cols + cols - 1;
    case 'PageUp':
      return col;
    case 'PageDown':
      return (rows - 1) * cols + col;
    default:
      return null;
  }
}
