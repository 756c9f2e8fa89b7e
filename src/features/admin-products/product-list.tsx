import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LOW_STOCK_THRESHOLD } from '#domain/enums.ts';
import { messages } from '#domain/messages.ts';
import * as m from '#messages';
import { formatMoney, toCents } from '#domain/money.ts';
import { isUntouchedDraft, type Product } from '#domain/schemas/product.ts';
import { newIdempotencyKey } from '#src/platform/api-client.ts';
import { Button, buttonClass } from '#src/ui/button.tsx';
import { ProductImage } from '#src/ui/product-image.tsx';
import { ConfirmDialog } from '#src/ui/confirm-dialog.tsx';
import { type Column, DataTable } from '#src/ui/data-table.tsx';
import { PageHeader } from '#src/ui/page-header.tsx';
import { AdminPagination } from './admin-pagination.tsx';
import { useCreateProduct, useDeleteProduct } from './admin-product-mutations.ts';
import { adminProductListQueryOptions } from './admin-product-queries.ts';
import * as styles from './product-list.css.ts';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** /admin/productlist: the catalogue as an admin works on it (spec §2). */
export function ProductList({ page }: { page: number }) {
  const { data } = useSuspenseQuery(adminProductListQueryOptions(page));
  const [confirmCreate, setConfirmCreate] = useState(false);
  // One key per confirmed intent: a retried tap creates one product, not two.
  const [createKey, setCreateKey] = useState(newIdempotencyKey);
  const create = useCreateProduct();
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const remove = useDeleteProduct(() => setToDelete(null));

  const columns: Column<Product>[] = [
    {
      key: 'image',
      header: m.admin_col_image(),
      role: 'media',
      cell: (p) => <ProductImage src={p.image} alt="" width={56} height={56} sizes="56px" className={styles.thumb} />,
    },
    {
      key: 'name',
      header: m.admin_name(),
      role: 'title',
      cell: (p) => (
        <span className={styles.name}>
          {p.name}
          {p.isPublished ? null : <span className={styles.draft}>{messages.draftBadge}</span>}
        </span>
      ),
    },
    { key: 'price', header: m.admin_price(), align: 'end', cell: (p) => formatMoney(toCents(p.price)) },
    { key: 'category', header: m.admin_category(), cell: (p) => capitalise(p.category) },
    { key: 'brand', header: m.admin_brand(), cell: (p) => p.brand },
    { key: 'stock', header: m.admin_stock(), align: 'end', cell: (p) => <Stock count={p.countInStock} /> },
    {
      key: 'actions',
      header: m.admin_actions(),
      role: 'actions',
      hiddenHeader: true,
      cell: (p) => (
        <span className={styles.actions}>
          <Link
            to="/admin/product/$id/edit"
            params={{ id: p.id }}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            aria-label={m.admin_edit_name({ name: p.name })}
          >
            <PencilIcon /> <span className={styles.actionText}>{m.admin_edit()}</span>
          </Link>
          {/* The untouched sample a "Create a Product" left behind is discarded, not deleted. */}
          <Button
            variant="ghost"
            size="sm"
            className={styles.deleteButton}
            aria-label={isUntouchedDraft(p) ? messages.discardDraftLabel(p.name) : m.admin_delete_name({ name: p.name })}
            onClick={() => setToDelete(p)}
          >
            <BinIcon /> <span className={styles.actionText}>{isUntouchedDraft(p) ? messages.discardDraft : m.admin_delete()}</span>
          </Button>
        </span>
      ),
    },
  ];

  const openCreate = () => {
    setCreateKey(newIdempotencyKey());
    setConfirmCreate(true);
  };

  return (
    <>
      <PageHeader
        eyebrow={m.admin_eyebrow()}
        title={m.admin_products_title()}
        intro={`${m.admin_products_count({ count: data.total })}${data.pages > 1 ? ` · ${m.admin_page_of({ page: data.page, pages: data.pages })}` : ''}`}
        actions={
          <Button onClick={openCreate}>
            <PlusIcon /> {m.admin_create_product()}
          </Button>
        }
      />
      <DataTable
        caption={m.admin_products_caption({ page: data.page, pages: data.pages })}
        columns={columns}
        rows={data.products}
        rowKey={(p) => p.id}
        empty={
          data.total > 0 ? (
            <>
              {m.admin_page_empty()} <Link to="/admin/productlist">{m.admin_back_to_first_page()}</Link>
            </>
          ) : (
            m.admin_no_products()
          )
        }
      />
      <AdminPagination page={data.page} pages={data.pages} />

      <ConfirmDialog
        open={confirmCreate}
        onOpenChange={setConfirmCreate}
        title={messages.createProductTitle}
        description={messages.createProductIntro}
        confirmLabel={m.admin_create()}
        pending={create.isPending}
        onConfirm={() => create.mutate(createKey, { onSettled: () => setConfirmCreate(false) })}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        {...(toDelete && isUntouchedDraft(toDelete)
          ? { title: messages.discardDraftTitle, description: messages.discardDraftIntro, confirmLabel: messages.discardDraft }
          : {
              title: toDelete ? m.admin_delete_name_question({ name: toDelete.name }) : m.admin_delete_product_question(),
              description: m.admin_delete_product_intro(),
              confirmLabel: m.admin_delete(),
            })}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </>
  );
}

function Stock({ count }: { count: number }) {
  if (count <= 0) return <span className={styles.out}>{m.admin_sold_out()}</span>;
  return <span className={count < LOW_STOCK_THRESHOLD ? styles.low : undefined}>{count}</span>;
}

const icon = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const PlusIcon = () => (
  <svg {...icon}>
    <path d="M8 3v10M3 8h10" />
  </svg>
);
const PencilIcon = () => (
  <svg {...icon}>
    <path d="M10.5 2.5l3 3L6 13H3v-3z" />
  </svg>
);
const BinIcon = () => (
  <svg {...icon}>
    <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4" />
  </svg>
);
