import type { ReactNode } from 'react';
import * as styles from './data-table.css.ts';

export type Column<T> = {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * How the cell reads as a card on a narrow screen: 'title' heads the card, 'media' (the first
   * column) sits beside it, 'actions' at its foot; plain cells show "header: value".
   */
  role?: 'title' | 'actions' | 'media';
  align?: 'start' | 'end';
  /** Column header read by screen readers only (an actions column needs no visible heading). */
  hiddenHeader?: boolean;
};

type DataTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
};

/**
 * A table on tablets and desktops that becomes a stack of cards on phones (one markup, restyled
 * below the md breakpoint). Explicit table roles keep the semantics that browsers drop from
 * table elements once CSS changes their display.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: DataTableProps<T>) {
  if (rows.length === 0) return <div className={styles.empty}>{empty}</div>;
  const rowClass = columns.some((column) => column.role === 'media') ? `${styles.row} ${styles.rowWithMedia}` : styles.row;
  return (
    <div className={styles.wrap}>
      <table role="table" className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} role="columnheader" scope="col" className={column.align === 'end' ? styles.headEnd : styles.headCell}>
                {column.hiddenHeader ? <span className="visually-hidden">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className={styles.body}>
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className={rowClass}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  role="cell"
                  data-label={column.role || column.hiddenHeader ? undefined : column.header}
                  className={[styles.cell, styles.cellRole[column.role ?? 'plain'], column.align === 'end' ? styles.end : ''].filter(Boolean).join(' ')}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
