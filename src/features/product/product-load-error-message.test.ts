import { describe, expect, it } from 'vitest';
import { messages } from '#domain/messages.ts';
import { ApiError } from '#src/platform/api-client.ts';
import { productLoadErrorMessage } from './product-load-error-message.ts';

describe('productLoadErrorMessage', () => {
  it("shows the server's message", () => {
    expect(productLoadErrorMessage(new ApiError(404, 'Product not found', { message: 'Product not found' }))).toBe('Product not found');
  });
  it('falls back to the spec text when there is none', () => {
    expect(productLoadErrorMessage(new ApiError(502, 'Request failed (502)', null))).toBe(messages.productLoadError);
    expect(productLoadErrorMessage(new ApiError('FETCH_ERROR', 'offline'))).toBe(messages.productLoadError);
    expect(productLoadErrorMessage(new Error('x'))).toBe(messages.productLoadError);
  });
});
