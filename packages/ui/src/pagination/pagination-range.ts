export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number): number[] =>
  end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);

/**
 * The pages to show: the first and last `boundaryCount` pages, `siblingCount` pages either side
 * of the current one, and an ellipsis for each gap of two or more pages (a gap of one shows the
 * page itself, since an ellipsis would be no shorter). The list keeps a constant length while the
 * current page moves, so buttons don't jump under the pointer.
 */
export function paginationRange(
  page: number,
  count: number,
  siblingCount = 1,
  boundaryCount = 1,
): PageItem[] {
  if (count <= 0) return [];
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    (endPages[0] ?? count + 1) - 2,
  );

  const items: PageItem[] = [...startPages];
  if (siblingsStart > boundaryCount + 2) items.push('start-ellipsis');
  else if (boundaryCount + 1 < count - boundaryCount) items.push(boundaryCount + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < count - boundaryCount - 1) items.push('end-ellipsis');
  else if (count - boundaryCount > boundaryCount) items.push(count - boundaryCount);
  items.push(...endPages);
  // Small page counts make the branches above overlap; keep each page once, in order.
  return items.filter((item, i) => typeof item !== 'number' || items.indexOf(item) === i);
}
