// Compile-time checks that the inferred types are what the client and server code against;
// tsc fails on a drift even though the runtime assertions are trivial.
import { describe, expectTypeOf, it } from 'vitest';
import type { Country, Occasion, PaymentMethod } from '../enums.ts';
import type { LoginInput, RegisterModalInput } from './auth.ts';
import type { CheckoutInput } from './checkout.ts';
import type { CreateOrderInput, OrderListQuery, PayOrderInput } from './order.ts';
import type { ProductInput, ProductQuery } from './product.ts';
import type { ProfileFormInput, ProfileInput } from './profile.ts';
import type { ReviewInput } from './review.ts';

describe('inferred types', () => {
  it('stay precise', () => {
    expectTypeOf<LoginInput>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<RegisterModalInput['confirmPassword']>().toEqualTypeOf<string>();
    expectTypeOf<ProfileInput['password']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ProfileFormInput['confirmPassword']>().toEqualTypeOf<string>();
    expectTypeOf<CheckoutInput['shippingCountry']>().toEqualTypeOf<Country>();
    expectTypeOf<CheckoutInput['paymentMethod']>().toEqualTypeOf<PaymentMethod>();
    expectTypeOf<ReviewInput>().toEqualTypeOf<{ rating: number; comment: string }>();
    expectTypeOf<ProductInput['occasion']>().toEqualTypeOf<Occasion>();
    expectTypeOf<ProductInput['images']>().toEqualTypeOf<string[]>();
    expectTypeOf<ProductInput['price']>().toEqualTypeOf<number>();
    expectTypeOf<ProductQuery['pageNumber']>().toEqualTypeOf<number>();
    expectTypeOf<ProductQuery['occasion']>().toEqualTypeOf<Occasion | undefined>();
    expectTypeOf<ProductQuery['keyword']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<CreateOrderInput['orderItems']>().toEqualTypeOf<{ product: string; qty: number }[]>();
    expectTypeOf<OrderListQuery['paid']>().toEqualTypeOf<'true' | 'false' | undefined>();
    expectTypeOf<PayOrderInput>().toEqualTypeOf<{ paypalOrderId: string } | { testPayment: true }>();
  });
});
