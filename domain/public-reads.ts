// The API reads whose answer is the same for everybody (DESIGN §3): the only ones a service
// worker or the device may keep in a shared cache. Everything else under /api depends on who asks.

/** GET /api/products, /api/products/featured, /api/products/:id, /api/categories, /api/config/paypal. */
export const PUBLIC_READ_PATH = /^\/api\/(products(\/[^/]+)?|categories|config\/paypal)$/;

export function isPublicRead(pathname: string): boolean {
  return PUBLIC_READ_PATH.test(pathname);
}
