// What the checkout screens need from the cart, described by shape so this feature does not
// import the cart feature (routes pass the cart in).
export type CheckoutLine = { productId: string; qty: number; product: { name: string; price: number; image: string } };

/** Integer cents, as the cart computes them with domain/pricing. */
export type CheckoutPrices = { itemsPrice: number; shippingPrice: number; taxPrice: number; totalPrice: number };
