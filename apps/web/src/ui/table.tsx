import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

const looks = {
  /** a list of records: a ruled header, medium column names */
  list: { head: 'border-b border-slate-200 text-slate-600', cell: 'py-2 font-medium' },
  /** a small table inside a form or panel */
  compact: { head: 'text-slate-600', cell: 'py-1 font-medium' },
  /** a table inside a bordered card: a shaded header */
  card: { head: 'bg-slate-50 text-slate-700', cell: 'px-4 py-2 font-semibold' },
} as const;

/**
 * A data table in a keyboard-focusable scroll region named `label` (a wide table scrolls inside it on a phone,
 * never the page), with a caption (read by screen readers only unless `captionClassName` shows it) and column
 * headers scoped to their columns. The rows (`<tr>`s, a row header with `scope="row"` where a row has a name)
 * are the children.
 */
export function Table({
  label,
  caption = label,
  captionClassName = 'sr-only',
  columns,
  look = 'list',
  gap = 'pr-4',
  padLast = false,
  className,
  bodyClassName,
  children,
}: {
  label: string;
  caption?: ReactNode;
  captionClassName?: string;
  columns: readonly ReactNode[];
  look?: keyof typeof looks;
  /** the space after each column's name (not after the last one unless `padLast`; a card's columns are padded both sides) */
  gap?: 'pr-2' | 'pr-3' | 'pr-4';
  padLast?: boolean;
  /** classes of the scroll region (its margin, border) */
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  const { head, cell } = looks[look];
  return (
    <ScrollRegion label={label} className={className}>
      <table className="w-full text-left text-sm">
        <caption className={captionClassName}>{caption}</caption>
        <thead className={head}>
          <ColumnHeads columns={columns} cell={cell} gap={look === 'card' ? '' : gap} padLast={padLast} />
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** A table's row of column headers scoped to their columns, `gap` after each but the last unless `padLast`. */
export function ColumnHeads({
  columns,
  cell,
  gap,
  padLast = false,
}: {
  columns: readonly ReactNode[];
  cell: string;
  gap: string;
  padLast?: boolean;
}) {
  const cellClass = (index: number) =>
    !gap || (index === columns.length - 1 && !padLast) ? cell : `${cell} ${gap}`;
  return (
    <tr>
      {columns.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
        <th key={index} scope="col" className={cellClass(index)}>
          {column}
        </th>
      ))}
    </tr>
  );
}
