// node-postgres's own serializer of a query parameter (arrays as array literals, dates, buffers),
// which it exports (`pg/lib/*`) but @types/pg does not declare.
declare module 'pg/lib/utils.js' {
  /** A parameter as node-postgres sends it: text (an array as its literal), a Buffer, or null. */
  export function prepareValue(value: unknown): string | Buffer | null;
}
