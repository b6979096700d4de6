import type { UIFieldServerProps } from 'payload'

import { formatInZone } from '@/lib/admin/read-only-time/format'
import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'

import { deliveryLogLength, readDeliveryLog } from './delivery-log'
import { ReplayButton } from './ReplayButton'
import '@/lib/admin/count-badge.scss'
import './delivery-log.scss'

const statusLabels: Record<string, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed (gave up)',
}

/**
 * An endpoint's delivery log, drawn on the server with the page (no list to load): its newest
 * deliveries with their state, status code, attempts, next attempt and error, each with Replay.
 * Nothing for anyone but an admin (readDeliveryLog).
 */
export async function DeliveryLog({ id, payload, req }: UIFieldServerProps) {
  if (id === undefined) return null
  const rows = await readDeliveryLog(payload, req?.user, Number(id))
  if (rows === null) return null
  const zone = await readerTimeZoneOfThisRender(payload)
  const total = rows[0]?.total ?? 0
  return (
    <section className="delivery-log" aria-label="Delivery log">
      <h3 className="delivery-log__title">
        Delivery log <span className="admin-count">{total}</span>
      </h3>
      {rows.length === 0 ? (
        <p className="delivery-log__empty">Nothing sent yet.</p>
      ) : (
        <div className="delivery-log__scroll">
          <table className="delivery-log__table">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Code</th>
                <th scope="col">Attempts</th>
                <th scope="col">Queued</th>
                <th scope="col">Next attempt</th>
                <th scope="col">Error</th>
                <th scope="col">Replay</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((delivery) => (
                <tr key={delivery.id} data-status={delivery.status}>
                  <td>{delivery.event}</td>
                  <td>{statusLabels[delivery.status] ?? delivery.status}</td>
                  <td>{delivery.statusCode ?? '—'}</td>
                  <td>{delivery.attempts}</td>
                  <td>{formatInZone(delivery.createdAt, zone)}</td>
                  <td>
                    {delivery.status === 'pending' && delivery.nextAttemptAt
                      ? formatInZone(delivery.nextAttemptAt, zone)
                      : '—'}
                  </td>
                  <td className="delivery-log__error">{delivery.error ?? ''}</td>
                  <td>
                    <ReplayButton id={delivery.id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > rows.length && (
        <p className="delivery-log__more">
          The newest {deliveryLogLength} of {total}.
        </p>
      )}
    </section>
  )
}
