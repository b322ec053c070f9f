// How the benchmark page writes its figures.

const counts = new Intl.NumberFormat('en');

export function formatCount(n: number): string {
  return counts.format(n);
}

/** Three significant digits, thousands grouped: 0.482, 12.3, 1,234. */
export function formatFigure(n: number): string {
  if (!Number.isFinite(n)) return '–';
  const digits = n >= 100 ? 0 : n >= 10 ? 1 : n >= 1 ? 2 : 3;
  return n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
