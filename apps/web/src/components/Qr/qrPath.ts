/**
 * The QR code's dark modules as one SVG path in module units (`M x y h1v1h-1z` per module,
 * runs on a row joined into one rectangle), so it draws crisp at any size with no canvas.
 */
export function qrPath(count: number, isDark: (row: number, col: number) => boolean): string {
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && isDark(row, col)) col++;
      parts.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  return parts.join('');
}
