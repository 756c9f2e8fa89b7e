import type { SoakSql } from './soak-sql.ts';
import type { Catalogue, Ledger } from './shoppers.ts';

/**
 * The books, read straight from the database after the run and compared with what the clients
 * were told: every confirmed order exists exactly once with the lines that were sent, stock
 * plus everything ordered (and not cancelled) equals the starting stock, no unpaid order holds
 * stock past its hold, nothing below zero, every review counted once, no write left half-done.
 */

export type StockSnapshot = Map<string, number>;

/** Stock levels for the run: plenty on most products, a handful nearly sold out (contention). */
export async function prepareCatalogue(sql: SoakSql): Promise<{ catalogue: Catalogue; startingStock: StockSnapshot }> {
  const rows = await sql<{ id: string; brand: string; top_notes: string[] }[]>`select id, brand, top_notes from products order by created_at desc, id`;
  if (rows.length < 12) throw new Error(`the demo catalogue has only ${rows.length} products`);
  const adminEdited = rows.slice(-4).map((r) => r.id);
  const orderable = rows.slice(0, -4).map((r) => r.id);
  for (const [i, id] of orderable.entries()) {
    const stock = i % 6 === 5 ? 3 : 150 + ((i * 37) % 200);
    await sql`update products set count_in_stock = ${stock} where id = ${id}`;
  }
  const keywords = [...new Set(rows.flatMap((r) => [r.brand.split(' ')[0]!, ...r.top_notes]).filter((k) => k && k.length > 2))].slice(0, 40);
  return { catalogue: { orderable, adminEdited, keywords }, startingStock: await stockNow(sql) };
}

export async function stockNow(sql: SoakSql): Promise<StockSnapshot> {
  const rows = await sql<{ id: string; stock: number }[]>`select id, count_in_stock as stock from products`;
  return new Map(rows.map((r) => [r.id, r.stock]));
}

export type BooksResult = { balanced: boolean; lines: string[] };

export async function checkBooks(sql: SoakSql, ledger: Ledger, startingStock: StockSnapshot, holdSeconds: number): Promise<BooksResult> {
  const problems: string[] = [];
  const lines: string[] = [];

  // Orders: the set in the database is exactly the set the clients were given a 2xx for.
  const dbOrders = await sql<{ id: string; is_paid: boolean }[]>`select id, is_paid from orders`;
  const dbIds = new Set(dbOrders.map((o) => o.id));
  const missing = [...ledger.orders.keys()].filter((id) => !dbIds.has(id));
  const unconfirmed = dbOrders.filter((o) => !ledger.orders.has(o.id));
  if (missing.length) problems.push(`${missing.length} confirmed order(s) missing from the database`);
  if (unconfirmed.length) problems.push(`${unconfirmed.length} order(s) in the database that no client was given (duplicates or lost answers)`);
  const items = await sql<{ order_id: string; product_id: string; qty: number }[]>`select order_id, product_id, qty from order_items`;
  const byOrder = new Map<string, Map<string, number>>();
  for (const item of items) {
    const lines = byOrder.get(item.order_id) ?? new Map<string, number>();
    lines.set(item.product_id, (lines.get(item.product_id) ?? 0) + item.qty);
    byOrder.set(item.order_id, lines);
  }
  const wrongLines = [...ledger.orders].filter(([id, order]) => {
    const stored = byOrder.get(id);
    return !stored || stored.size !== order.lines.size || [...order.lines].some(([p, q]) => stored.get(p) !== q);
  });
  if (wrongLines.length) problems.push(`${wrongLines.length} order(s) whose lines differ from what was sent`);
  const paidInDb = new Set(dbOrders.filter((o) => o.is_paid).map((o) => o.id));
  const paidByClients = [...ledger.orders].filter(([, o]) => o.paid).map(([id]) => id);
  const paidMismatch = paidByClients.filter((id) => !paidInDb.has(id)).length + [...paidInDb].filter((id) => !ledger.orders.get(id)?.paid).length;
  if (paidMismatch) problems.push(`${paidMismatch} order(s) whose payment differs from what the clients were told`);
  lines.push(
    `orders: ${ledger.orders.size} confirmed, ${dbOrders.length} in the database, ${missing.length} missing, ${unconfirmed.length} unconfirmed, ${wrongLines.length} with wrong lines; paid ${paidByClients.length} confirmed / ${paidInDb.size} in the database`,
  );

  // Holds: no paid order was ever cancelled, every order a shopper cancelled is, and no unpaid
  // order holds stock past its hold (the run waited a hold and a sweep before reading).
  const [holds] = await sql<{ paid_cancelled: number; stuck: number; cancelled: number; unpaid_holding: number }[]>`
    select count(*) filter (where is_paid and cancelled_at is not null)::int as paid_cancelled,
           count(*) filter (where not is_paid and cancelled_at is null and created_at < now() - make_interval(secs => ${holdSeconds + 5}))::int as stuck,
           count(*) filter (where cancelled_at is not null)::int as cancelled,
           count(*) filter (where not is_paid and cancelled_at is null)::int as unpaid_holding
    from orders`;
  const cancelledInDb = new Set((await sql<{ id: string }[]>`select id from orders where cancelled_at is not null`).map((o) => o.id));
  const notCancelled = [...ledger.orders].filter(([id, o]) => o.cancelled && !cancelledInDb.has(id)).length;
  if (holds!.paid_cancelled) problems.push(`${holds!.paid_cancelled} paid order(s) cancelled`);
  if (holds!.stuck) problems.push(`${holds!.stuck} unpaid order(s) still holding stock after their hold ran out`);
  if (notCancelled) problems.push(`${notCancelled} order(s) cancelled by their shopper but not in the database`);
  lines.push(
    `holds: ${holds!.cancelled} cancelled (${ledger.cancelledByShopper} by their shopper, the rest ran out), ${holds!.unpaid_holding} unpaid still within their hold, ${holds!.stuck} stuck`,
  );

  // Stock: what is left plus what live (not cancelled) orders took is what there was.
  const stock = await sql<{ id: string; stock: number; ordered: number }[]>`
    select p.id, p.count_in_stock as stock, coalesce(sum(oi.qty) filter (where o.cancelled_at is null), 0)::int as ordered
    from products p left join order_items oi on oi.product_id = p.id left join orders o on o.id = oi.order_id group by p.id`;
  const unbalanced = stock.filter((p) => startingStock.get(p.id) !== p.stock + p.ordered);
  const negative = stock.filter((p) => p.stock < 0);
  const soldOut = stock.filter((p) => p.stock === 0).length;
  const totalOrdered = stock.reduce((sum, p) => sum + p.ordered, 0);
  if (unbalanced.length) problems.push(`${unbalanced.length} product(s) where stock + ordered ≠ starting stock`);
  if (negative.length) problems.push(`${negative.length} product(s) below zero`);
  lines.push(
    `stock: ${stock.length} products, ${totalOrdered} units ordered, ${unbalanced.length} unbalanced, ${negative.length} below zero, ${soldOut} sold out`,
  );

  // Reviews: each confirmed review exists once; each product's count and rating come from its rows.
  const reviewIds = [...ledger.reviews.keys()];
  const found = reviewIds.length ? await sql<{ id: string }[]>`select id from reviews where id = any(${reviewIds})` : [];
  const soakReviews = await sql<{ n: number }[]>`select count(*)::int as n from reviews r join users u on u.id = r.user_id where u.email like 'soak-%'`;
  const counts = await sql<{ id: string; num_reviews: number; counted: number; rating: number; average: number }[]>`
    select p.id, p.num_reviews, count(r.id)::int as counted, p.rating, coalesce(avg(r.rating), 0)::float8 as average
    from products p left join reviews r on r.product_id = p.id group by p.id`;
  const miscounted = counts.filter((p) => p.num_reviews !== p.counted || Math.abs(p.rating - p.average) > 1e-9);
  const reviewsMissing = reviewIds.length - found.length;
  const reviewsUnconfirmed = (soakReviews[0]?.n ?? 0) - found.length;
  if (reviewsMissing) problems.push(`${reviewsMissing} confirmed review(s) missing`);
  if (reviewsUnconfirmed) problems.push(`${reviewsUnconfirmed} review(s) no client was given`);
  if (miscounted.length) problems.push(`${miscounted.length} product(s) whose review count or rating differs from its reviews`);
  lines.push(`reviews: ${reviewIds.length} confirmed, ${found.length} found, ${reviewsUnconfirmed} unconfirmed, ${miscounted.length} products miscounted`);

  // Writes interrupted half-way must leave nothing behind that blocks a retry.
  const [pending] = await sql<{ n: number }[]>`select count(*)::int as n from idempotency_keys where status_code is null`;
  if (pending!.n) problems.push(`${pending!.n} Idempotency-Key claim(s) left in progress`);
  lines.push(`idempotency keys left in progress: ${pending!.n}`);

  lines.push(...problems.map((p) => `PROBLEM: ${p}`));
  return { balanced: problems.length === 0, lines };
}
