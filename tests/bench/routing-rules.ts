import type pg from 'pg'

/** Countries the first nine rules route, none of them the benched quotes' (Nigeria). */
const otherCountries = ['GH', 'KE', 'CI', 'SN', 'CM', 'ZA', 'UG', 'TZ', 'EG']

/**
 * Ten routing rules for quote requests, in order, of which only the tenth matches the benched
 * quotes (from Nigeria): it assigns them to a salesperson. Written straight into the tables, as
 * the admin's REST create would store them.
 */
export async function addTenRoutingRules(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (email, name, display_name) VALUES ('bench.owner@example.com', 'Bench Owner', 'Bench Owner')
     RETURNING id`,
  )
  const owner = rows[0].id
  await pool.query(`INSERT INTO users_roles ("order", parent_id, value) VALUES (1, $1, 'sales')`, [
    owner,
  ])
  const countries = [...otherCountries, 'NG']
  for (const [index, country] of countries.entries()) {
    const rule = await pool.query<{ id: number }>(
      `INSERT INTO routing_rules (_order, name, assignee_id) VALUES ($1, $2, $3) RETURNING id`,
      [`a${index}`, `Quotes from ${country}`, owner],
    )
    const id = rule.rows[0].id
    await pool.query(
      `INSERT INTO routing_rules_submission_types ("order", parent_id, value) VALUES (1, $1, 'quote-requests')`,
      [id],
    )
    await pool.query(
      `INSERT INTO routing_rules_countries ("order", parent_id, value) VALUES (1, $1, $2)`,
      [id, country],
    )
  }
}

/** How many of the quotes sent since `since` routing assigned (all of them, when it works). */
export async function assignedSince(pool: pg.Pool, since: Date) {
  const { rows } = await pool.query<{ assigned: string; total: string }>(
    `SELECT count(owner_id) AS assigned, count(*) AS total FROM quote_requests WHERE created_at >= $1`,
    [since],
  )
  return { assigned: Number(rows[0].assigned), total: Number(rows[0].total) }
}
