import { type ButtonHTMLAttributes, forwardRef } from 'react';
import * as styles from './button.css.ts';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;
type Look = { variant?: ButtonVariant | undefined; size?: ButtonSize | undefined; fullWidth?: boolean | undefined };

/** The button look, for links that should read as buttons (e.g. a <Link> to checkout). */
export function buttonClass({ variant = 'primary', size = 'md', fullWidth = false }: Look = {}): string {
  return [styles.base, styles.variant[variant], styles.size[size], fullWidth ? styles.block : ''].filter(Boolean).join(' ');
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look;

/** The one button of the shop. Every size keeps a 44 px touch target. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant, size, fullWidth, className, type = 'button', ...rest }, ref) {
  return <button ref={ref} type={type} className={[buttonClass({ variant, size, fullWidth }), className].filter(Boolean).join(' ')} {...rest} />;
});
