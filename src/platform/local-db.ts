// The device's own database (DESIGN §4): the cart, the outbox of writes made offline and the
// catalogue kept for offline search. One Dexie database so that a version bump migrates all of
// it together; Dexie's live queries see changes from every tab of the same origin.
import { Dexie, type EntityTable } from 'dexie';
import type { PaymentMethod } from '#domain/enums.ts';
import type { ShippingAddress } from '#domain/schemas/address.ts';
import type { Product } from '#domain/schemas/product.ts';

/** What the cart keeps of a product (spec §3: _id, name, price, image, countInStock). */
export type CartProduct = Pick<Product, 'id' | '_id' | 'name' | 'price' | 'image' | 'countInStock'>;

export type CartLineRow = {
  productId: string;
  product: CartProduct;
  qty: number;
  /** Epoch ms of the first add: lines keep the order they were added in. */
  addedAt: number;
};

export type CartMetaRow = { key: 'shippingAddress'; value: ShippingAddress } | { key: 'paymentMethod'; value: PaymentMethod };
export type CartMetaKey = CartMetaRow['key'];

/**
 * pending: waiting for the network (or for a sign-in); sent: the server said 2xx (kept a little
 * while so the place that queued it can show "sent"); failed: the server refused it for good (a
 * permanent 4xx), the user was told and may dismiss it.
 */
export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** One write waiting for the network, replayed in `seq` order with its Idempotency-Key. */
export type OutboxRow = {
  seq: number;
  /** Stable id of the entry (a UUID), for the UI's pending list. */
  id: string;
  /** What the write is for, e.g. 'review', 'profile', 'deliver'. */
  kind: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: unknown;
  idempotencyKey: string;
  /** Who queued it: a replay never runs under another person's session. */
  userId: string;
  status: OutboxStatus;
  error: string | null;
  createdAt: number;
  /** What the user is told about it, e.g. 'Your review of Ambre Nuit' (v2). */
  label?: string;
  /** Toast once the server accepted it (v2). */
  sentMessage?: string;
  /** Query keys to refetch once it is sent (v2). */
  invalidate?: unknown[][];
  /** The answer carries a fresh session (`{ user }` with a token) to store (v2). */
  refreshesSession?: boolean;
  /** Epoch ms of the last change of status (v2): sent and failed entries are pruned by age. */
  settledAt?: number;
};

export type CatalogueRow = { id: string; product: Product; savedAt: number };

/** A scent the shopper hearted (v3), with the product as last seen, newest first by `savedAt`. */
export type SavedRow = { productId: string; product: Product; savedAt: number };

/** Small device-level facts: when the whole catalogue was last copied, the outbox lease… (v2). */
export type DeviceMetaRow = { key: string; value: unknown };

export const LOCAL_DB_NAME = 'sillage';

export const localDb = new Dexie(LOCAL_DB_NAME) as Dexie & {
  cartLines: EntityTable<CartLineRow, 'productId'>;
  cartMeta: EntityTable<CartMetaRow, 'key'>;
  outbox: EntityTable<OutboxRow, 'seq'>;
  catalogue: EntityTable<CatalogueRow, 'id'>;
  deviceMeta: EntityTable<DeviceMetaRow, 'key'>;
  saved: EntityTable<SavedRow, 'productId'>;
};

// Only indexed properties are listed; a new index or table is a new version, never an edit here.
localDb.version(1).stores({
  cartLines: 'productId, addedAt',
  cartMeta: 'key',
  outbox: '++seq, &id, status, userId, createdAt',
  catalogue: 'id, savedAt',
});
// v2 (offline-first issue): outbox entries are listed by kind where they were made, and the
// device keeps a few facts of its own (catalogue sync time, the replay lease when Web Locks are
// missing).
localDb.version(2).stores({
  outbox: '++seq, &id, status, userId, kind, createdAt',
  deviceMeta: 'key',
});
// v3 (saved scents): the scents a shopper hearted, on the device, signed in or not.
localDb.version(3).stores({
  saved: 'productId, savedAt',
});
