import * as m from '#messages';
import { Link } from '@tanstack/react-router';
import { toCents, formatMoney } from '#domain/money.ts';
import type { CartLineRow } from '#src/platform/local-db.ts';
import { ProductImage } from '#src/ui/product-image.tsx';
import { QuantityStepper } from '#src/ui/quantity-stepper.tsx';
import { removeFromCart, setLineQty } from './cart-store.ts';
import * as styles from './cart-contents.css.ts';

export function CartLine({ line, onNavigate }: { line: CartLineRow; onNavigate?: (() => void) | undefined }) {
  const { product } = line;
  return (
    <li className={styles.line}>
      <Link to="/explore-scents/$id" params={{ id: product.id }} className={styles.imageLink} onClick={onNavigate}>
        <ProductImage src={product.image} alt={product.name} className={styles.image} width={96} height={96} sizes="96px" />
      </Link>
      <div className={styles.info}>
        <h3 className={styles.name}>{product.name}</h3>
        <p className={styles.price}>{formatMoney(toCents(product.price))}</p>
      </div>
      <div className={styles.qty}>
        <QuantityStepper
          value={line.qty}
          max={Math.max(1, product.countInStock)}
          label={m.quantity_of({ name: product.name })}
          onChange={(qty) => void setLineQty(product.id, qty)}
        />
      </div>
      <button type="button" className={styles.remove} aria-label={m.cartpage_remove({ name: product.name })} onClick={() => void removeFromCart(product.id)}>
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
        </svg>
      </button>
    </li>
  );
}
