import * as m from '#messages';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { OrderDayStats } from '#domain/schemas/order-stats.ts';
import { formatMoney, toCents } from '#domain/money.ts';
import { orderStatsQueryOptions } from './admin-order-queries.ts';
import { describeOrders, describeRevenue, summarise } from './order-stats-summary.ts';
import * as styles from './orders-chart.css.ts';

const money = (dollars: number) => formatMoney(toCents(dollars));

/**
 * Orders and revenue per day over the last 30 days: two small bar charts an admin takes in at
 * a glance. Inline SVG (no chart library); each chart is named by its summary in words, and the
 * numbers are one tap away as a table.
 */
export function OrdersChart() {
  const stats = useQuery(orderStatsQueryOptions());
  const titleId = useId();
  const [selected, setSelected] = useState<number | null>(null);

  if (stats.isPending) return <div className={styles.skeleton} aria-hidden="true" />;
  if (stats.isError) return <p className={styles.error}>{m.admin_chart_failed()}</p>;

  const days = stats.data;
  const summary = summarise(days);
  const focus = days[selected ?? days.length - 1];
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {m.admin_last_days({ days: days.length })}
        </h2>
        {focus ? (
          <p className={styles.readout}>
            <span className={styles.readoutDate}>{focus.date}</span> {m.admin_order_count({ count: focus.orders })} · {money(focus.revenue)}
          </p>
        ) : null}
      </div>
      <div className={styles.panels}>
        <BarPanel
          label={m.admin_orders_title()}
          total={String(summary.orders)}
          description={describeOrders(days)}
          values={days.map((d) => d.orders)}
          days={days}
          selected={selected}
          onSelect={setSelected}
          tone="brand"
        />
        <BarPanel
          label={m.admin_revenue_paid()}
          total={formatMoney(summary.revenueCents)}
          description={describeRevenue(days)}
          values={days.map((d) => d.revenue)}
          days={days}
          selected={selected}
          onSelect={setSelected}
          tone="accent"
        />
      </div>
      <details className={styles.details}>
        <summary className={styles.summary}>{m.admin_show_numbers()}</summary>
        <StatsTable days={days} />
      </details>
    </figure>
  );
}

type BarPanelProps = {
  label: string;
  total: string;
  description: string;
  values: number[];
  days: OrderDayStats[];
  selected: number | null;
  onSelect: (index: number | null) => void;
  tone: 'brand' | 'accent';
};

const BAR_STEP = 10;
const BAR_WIDTH = 7;
const HEIGHT = 60;

function BarPanel({ label, total, description, values, days, selected, onSelect, tone }: BarPanelProps) {
  const max = Math.max(...values, 0);
  const width = values.length * BAR_STEP;
  return (
    <div className={styles.panel}>
      <p className={styles.panelLabel}>{label}</p>
      <p className={styles.total}>{total}</p>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={description}
        onPointerLeave={(e) => e.pointerType === 'mouse' && onSelect(null)}
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} className={styles.baseline} />
        {values.map((value, i) => {
          const h = max > 0 ? Math.max(value > 0 ? 2 : 0, (value / max) * (HEIGHT - 4)) : 0;
          return (
            <g key={days[i]?.date ?? i}>
              <rect
                x={i * BAR_STEP + (BAR_STEP - BAR_WIDTH) / 2}
                y={HEIGHT - h}
                width={BAR_WIDTH}
                height={h}
                rx="1.5"
                className={selected === i ? styles.barSelected : styles.bar[tone]}
              />
              {/* A full-height hit area per day: easier to touch than a thin bar. */}
              <rect
                x={i * BAR_STEP}
                y="0"
                width={BAR_STEP}
                height={HEIGHT}
                fill="transparent"
                onPointerEnter={() => onSelect(i)}
                onPointerDown={() => onSelect(i)}
              />
            </g>
          );
        })}
      </svg>
      <p className={styles.axis} aria-hidden="true">
        <span>{days[0]?.date}</span>
        <span>{days.at(-1)?.date}</span>
      </p>
      <p className={styles.caption}>{description}</p>
    </div>
  );
}

function StatsTable({ days }: { days: OrderDayStats[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{m.admin_chart_table_caption()}</caption>
        <thead>
          <tr>
            <th scope="col">{m.admin_date()}</th>
            <th scope="col">{m.admin_orders_title()}</th>
            <th scope="col">{m.admin_revenue()}</th>
          </tr>
        </thead>
        <tbody>
          {[...days].reverse().map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{day.orders}</td>
              <td>{money(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
