import pg from 'pg';

/**
 * The floor an order placed through the API is measured against: the same stock reservation and
 * the same rows written, as one transaction sent straight to PostgreSQL over a pg.Pool of the
 * same size, from the same number of concurrent callers, with no HTTP, no session, no checks.
 * BEGIN; one conditional UPDATE of the stock of every line (RETURNING the prices, names and
 * pictures); INSERT the order; INSERT its lines in one statement; COMMIT. No Idempotency-Key.
 */
export type BareOrders = {
  /** `concurrency` callers placing orders for `seconds`. */
  run(seconds: number): Promise<{ perSecond: number; placed: number; committed: number }>;
  close(): Promise<void>;
};

/** One pool for all the runs, as the server keeps its own: no run pays for opening connections. */
export function bareOrderTransactions(options: {
  url: string;
  productIds: string[];
  userId: string;
  concurrency: number;
  poolSize: number;
  lines: number;
}): BareOrders {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize });
  pool.on('error', () => {});
  let n = 0;
  return { run: (seconds) => runFor(pool, options, seconds, () => n++), close: () => pool.end() };
}

async function runFor(
  pool: pg.Pool,
  options: { productIds: string[]; userId: string; concurrency: number; lines: number },
  seconds: number,
  next: () => number,
): Promise<{ perSecond: number; placed: number; committed: number }> {
  let placed = 0;
  // Those still running when the clock stops are committed too, but not counted as placed in time.
  let committed = 0;
  const until = performance.now() + seconds * 1000;
  const ids = options.productIds;
  const caller = async () => {
    while (performance.now() < until) {
      const n = next();
      // The same scents as the API's order n, locked in id order as the shop locks them.
      const productIds = Array.from({ length: options.lines }, (_, k) => ids[(n * options.lines + k) % ids.length]!).sort();
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query<{ id: string; name: string; image: string; price_cents: number }>(
          `update products set count_in_stock = count_in_stock - 1
           where id = any($1::uuid[]) and count_in_stock >= 1 returning id, name, image, price_cents`,
          [productIds],
        );
        if (rows.length !== productIds.length) throw new Error('out of stock during the benchmark');
        const total = rows.reduce((sum, row) => sum + row.price_cents, 0);
        const order = await client.query<{ id: string }>(
          `insert into orders (user_id, user_name, user_email, shipping_address1, city, postal_code, state, country, phone_number,
             payment_method, items_cents, shipping_cents, tax_cents, total_cents, units)
           values ($1, 'Bare', 'bare@example.com', '12 Rue Sainte-Catherine', 'Montreal', 'H2X 1K4', 'QC', 'Canada', '514-555-1234',
             'PayPal', $2, 0, 0, $2, $3) returning id`,
          [options.userId, total, rows.length],
        );
        await client.query(
          `insert into order_items (order_id, product_id, name, image, price_cents, qty)
           select $1, * , 1 from unnest($2::uuid[], $3::text[], $4::text[], $5::integer[])`,
          [order.rows[0]!.id, rows.map((r) => r.id), rows.map((r) => r.name), rows.map((r) => r.image), rows.map((r) => r.price_cents)],
        );
        await client.query('commit');
        committed += 1;
        if (performance.now() <= until) placed += 1;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, caller));
  return { perSecond: placed / seconds, placed, committed };
}
