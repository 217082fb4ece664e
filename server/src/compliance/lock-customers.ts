import type pg from 'pg';

/**
 * Serialises transfer creation per customer across requests and server instances: locks the
 * customers' rows until the transaction ends, in id order (so two batches sharing customers never
 * deadlock). Answers the customers whose account is closed, read after the lock.
 */
export async function lockCustomers(client: Pick<pg.ClientBase, 'query'>, userIds: readonly number[]): Promise<Set<number>> {
  const result = await client.query<{ id: number; closed: boolean }>({
    name: 'lock_transfer_customers',
    text: 'select id, closed_at is not null as closed from users where id = any($1::int[]) order by id for update',
    values: [userIds],
  });
  return new Set(result.rows.filter((row) => row.closed).map((row) => row.id));
}
