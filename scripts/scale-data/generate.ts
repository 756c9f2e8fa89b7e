import { count, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { searchTextOf } from '#server/products/search-text.ts';
import { scaleTemplates } from './templates.ts';

/**
 * A large shop for benchmarks: `products` scents made from a few templates (the demo catalogue's
 * shapes and text sizes, distinct names, one every 100 minutes back in time), `shoppers`
 * accounts and `orders` orders of one to three lines with a mix of paid and delivered. Every
 * row is made by INSERT … SELECT generate_series in the database (no 25,000-parameter
 * statements), so 10,000 products and 100,000 orders take seconds on PGlite and PostgreSQL
 * alike. Then ANALYZE, as autovacuum would after a load of this size. Calling it again adds
 * more (names and dates continue where the last call stopped).
 */
export type ScaleSize = { products: number; orders: number; shoppers?: number };

// ASCII only: search_text is lower()ed in SQL here and must equal searchTextOf() (checked below).
const SERIES = ['No. 1', 'No. 2', 'Intense', 'Nuit', 'Eau Fraiche', 'Absolu', 'Privee', 'Sport', 'Extrait', 'Riviera'];
// Not a real argon2 hash: these accounts exist to own orders, never to sign in.
const NO_LOGIN_HASH = '$argon2id$v=19$m=19456,t=2,p=1$bm90LWEtcmVhbC1zYWx0$bm90LWEtcmVhbC1oYXNoLW5vdC1hLXJlYWwtaGFzaA';

/** The name product number `i` gets (the same rule as the SQL below). */
export function scaleProductName(i: number): string {
  const template = scaleTemplates[i % scaleTemplates.length]!;
  const round = Math.floor(i / scaleTemplates.length);
  return round === 0 ? template.name : `${template.name} ${SERIES[round % SERIES.length]} ${round}`;
}

function templateRows(): SQL {
  const rows = scaleTemplates.map(
    (t, k) => sql`(${k}::int, ${t.slug}, ${t.name}, ${t.brand}, ${t.description}, ${t.richDescription}, ${t.priceCents}::int, ${t.category},
      ${t.gender}, ${t.season}, ${t.concentration}, ${t.vibe}, ${t.occasion}, ${t.longevity}::int,
      ${t.topNotes.join('|')}, ${t.middleNotes.join('|')}, ${t.baseNotes.join('|')})`,
  );
  return sql.join(rows, sql`, `);
}

async function addProducts(db: Database, from: number, count: number, now: Date) {
  const n = scaleTemplates.length;
  await db.execute(sql`
    with t (k, slug, name, brand, description, rich, price, category, gender, season, concentration, vibe, occasion, longevity, top, middle, base)
      as (values ${templateRows()}),
    series (label, r) as (select (string_to_array(${SERIES.join('|')}, '|'))[r % ${SERIES.length} + 1], r from generate_series(0, ${Math.ceil((from + count) / n)}::int) as r),
    made as (
      select i, t.*, string_to_array(t.top, '|') as top_notes, string_to_array(t.middle, '|') as middle_notes,
        string_to_array(t.base, '|') as base_notes,
        case when i / ${n} = 0 then t.name else t.name || ' ' || s.label || ' ' || (i / ${n}) end as full_name
      from generate_series(${from}::int, ${from + count - 1}::int) as i
      join t on t.k = i % ${n}
      join series s on s.r = i / ${n}
    )
    insert into products (name, description, rich_description, image, images, brand, price_cents, category, count_in_stock,
      is_featured, gender, season, concentration, vibe, occasion, longevity, top_notes, middle_notes, base_notes, search_text, created_at)
    select full_name, description, rich, '/uploads/scale-' || slug || '.webp',
      array['/uploads/scale-' || slug || '-1.webp', '/uploads/scale-' || slug || '-2.webp', '/uploads/scale-' || slug || '-3.webp'],
      brand, price + (i / ${n} % 7) * 100, category, 1000000, i % 50 = 0, gender, season, concentration, vibe, occasion, longevity,
      top_notes, middle_notes, base_notes,
      lower(concat_ws(' ', full_name, brand, array_to_string(top_notes, ' '), array_to_string(middle_notes, ' '), array_to_string(base_notes, ' '))),
      ${now.toISOString()}::timestamptz - i * interval '100 minutes'
    from made
  `);
}

async function addOrders(db: Database, count: number, shoppers: number, tag: string) {
  // One transaction; the foreign keys are skipped where the role may (the rows are made to
  // satisfy them), which makes 300,000 rows several times faster. Elsewhere they are checked.
  // (Only here: the catalogue-version trigger on products must fire, so that caches hear of them.)
  await db.transaction(async (tx) => {
    await tx.execute(sql`savepoint fk`);
    try {
      await tx.execute(sql`set local session_replication_role = replica`);
    } catch {
      await tx.execute(sql`rollback to savepoint fk`);
    }
    await tx.execute(sql`
      with buyers as (
        select id, name, email, row_number() over (order by id) - 1 as n from users where email like ${`scale-${tag}-%`}
      )
      insert into orders (user_id, user_name, user_email, shipping_address1, city, postal_code, state, country,
        phone_number, payment_method, items_cents, shipping_cents, tax_cents, total_cents, units,
        is_paid, paid_at, is_delivered, delivered_at, created_at)
      select b.id, b.name, b.email, (g % 900 + 1) || ' Rue Sainte-Catherine', 'Montreal', 'H2X 1K4', 'QC', 'Canada',
        '514-555-1234', case when g % 5 = 0 then 'Credit Card' else 'PayPal' end, 4800, 0, 624, 5424, 0,
        g % 10 < 7, case when g % 10 < 7 then t + interval '1 hour' end,
        g % 10 < 4, case when g % 10 < 4 then t + interval '3 days' end,
        t
      from generate_series(1, ${count}::int) as g
      cross join lateral (select now() - (g::double precision / ${count} * interval '730 days') as t) as at
      join buyers b on b.n = g % ${shoppers}
    `);
    await tx.execute(sql`
      with numbered as (
        select id, row_number() over (order by created_at, id) as n from orders where user_email like ${`scale-${tag}-%`}
      ),
      catalogue as (select id, name, image, price_cents, row_number() over (order by id) - 1 as k from products),
      lines as (
        select o.id as order_id, (o.n * 7 + line * 13) % (select count(*) from products) as k, 1 + (o.n + line) % 2 as qty
        from numbered o cross join generate_series(0, 2) as line
        where line <= o.n % 3
      )
      insert into order_items (order_id, product_id, name, image, price_cents, qty)
      select l.order_id, p.id, p.name, p.image, p.price_cents, l.qty from lines l join catalogue p on p.k = l.k
    `);
    // Each order's units are its lines' quantities, known once the lines are there.
    await tx.execute(sql`
      update orders o set units = l.units
      from (select order_id, sum(qty)::integer as units from order_items group by order_id) l
      where l.order_id = o.id and o.user_email like ${`scale-${tag}-%`}
    `);
    // The replica role skipped the counting trigger too: count afresh (right either way).
    await tx.execute(sql`
      update order_counts c set n = (select count(*) from orders o where o.is_paid = c.is_paid and o.is_delivered = c.is_delivered)
    `);
  });
}

export async function generateScaleData(db: Database, size: ScaleSize): Promise<{ ms: number }> {
  const started = performance.now();
  const shoppers = size.shoppers ?? Math.max(1, Math.min(5000, Math.ceil(size.orders / 20)));
  const now = new Date();
  const tag = `${now.getTime().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const generated = like(products.image, '/uploads/scale-%');
  const [existing] = await db.select({ n: count() }).from(products).where(generated);
  const from = Number(existing?.n ?? 0);

  if (size.products > 0) {
    await addProducts(db, from, size.products, now);
    // Keyword search reads search_text: the SQL above must store what the app would.
    for (const i of [from, from + size.products - 1]) {
      const [row] = await db
        .select({ searchText: products.searchText })
        .from(products)
        .where(eq(products.name, scaleProductName(i)));
      if (row?.searchText !== expectedSearchText(i)) throw new Error(`generated product ${i}: search_text ${row?.searchText} is not ${expectedSearchText(i)}`);
    }
  }
  await db.execute(sql`
    insert into users (name, email, password_hash)
    select 'Scale Shopper ' || g, ${`scale-${tag}-`} || g || '@example.com', ${NO_LOGIN_HASH} from generate_series(0, ${shoppers - 1}::int) as g
  `);
  if (size.orders > 0) await addOrders(db, size.orders, shoppers, tag);
  await db.execute(sql`analyze`);
  return { ms: performance.now() - started };
}

function expectedSearchText(i: number): string {
  const template = scaleTemplates[i % scaleTemplates.length]!;
  return searchTextOf({ ...template, name: scaleProductName(i) });
}
