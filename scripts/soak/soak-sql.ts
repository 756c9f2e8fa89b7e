import pg from 'pg';

/**
 * The soak's own reads of the books, written as tagged templates (`sql<Row[]>\`… ${value}\``):
 * each `${value}` becomes a query parameter, never text in the query.
 */
export type SoakSql = (<Rows = Record<string, unknown>[]>(strings: TemplateStringsArray, ...values: unknown[]) => Promise<Rows>) & {
  end(): Promise<void>;
};

export function soakSql(url: string): SoakSql {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => {});
  const sql = async (strings: TemplateStringsArray, ...values: unknown[]) => {
    const text = strings.reduce((query, part, i) => `${query}$${i}${part}`);
    return (await pool.query(text, values)).rows;
  };
  return Object.assign(sql, { end: () => pool.end() }) as SoakSql;
}
