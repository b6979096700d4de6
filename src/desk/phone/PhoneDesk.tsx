import type { UIFieldServerProps } from 'payload'

import { ResponseClock } from '@/desk/clock/ResponseClock'
import { contactHref } from '@/desk/contact-links/hrefs'
import { colleaguesFor } from '@/desk/reassign/colleagues'
import { OwnerInDocument } from '@/desk/reassign/OwnerInDocument'
import { ownerIdOf } from '@/desk/reassign/owner-id'
import { ownerWords } from '@/desk/reassign/words'
import { LiveStatusBadge } from '@/desk/status/StatusActions'
import { StatusActionsWithReasons } from '@/desk/status/StatusActionsWithReasons'
import { nextStepBoxId } from '@/desk/tasks/next-step-fields'
import { plannedSteps } from '@/desk/tasks/next-step-action'
import { workedTypes } from '@/desk/worked-types'
import { adminLanguageOf } from '@/lib/admin/language/words'

import { leadContactsOf, type LeadContactLink } from './contacts'
import { phoneDeskWords } from './words'
import './phone-desk.scss'

/**
 * A lead's desk on a phone: first in the page's main column, where nothing above it changes as
 * the admin starts, so nothing moves once it shows. Shown at 640 px and narrower only
 * (phone-desk.scss), where the sidebar's own status, clock and owner are hidden; everything in it
 * is rendered here, on the server, and its buttons post the document's form before the scripts
 * run. Wider, the sidebar beside the form is the desk.
 */
export async function PhoneDesk(props: UIFieldServerProps) {
  const { collectionSlug, data, id, payload, req } = props
  const type = workedTypes.find((each) => each.slug === collectionSlug)
  if (!type || id === undefined) return null
  const lead = (data ?? {}) as Record<string, unknown>
  const language = adminLanguageOf(req.i18n)
  const words = phoneDeskWords(language)
  const [colleagues, steps, added] = await Promise.all([
    colleaguesFor(payload, type.slug),
    plannedSteps(req, type, Number(id)),
    Promise.all(leadContactsOf(payload).map((contact) => contact(req, type, Number(id)))),
  ])
  const phone = typeof lead.phone === 'string' && lead.phone ? lead.phone : null
  const email = lead[type.visitor.email]
  const contacts: LeadContactLink[] = [
    ...(phone ? [{ kind: 'call', label: words.call, href: contactHref('phone', phone) }] : []),
    ...added.filter((contact) => contact !== null),
    ...(typeof email === 'string' && email
      ? [{ kind: 'email', label: words.email, href: contactHref('email', email) }]
      : []),
  ]
  const next = steps?.planned[0]
  return (
    <section className="phone-desk" aria-label={words.desk}>
      <div className="phone-desk__status">
        <span className="phone-desk__label">{words.status}</span> <LiveStatusBadge />
      </div>
      <StatusActionsWithReasons {...props} />
      <ResponseClock {...props} />
      <OwnerInDocument
        action={`${payload.config.routes.api}/${type.slug}/${id}/owner`}
        current={ownerIdOf(lead.owner)}
        colleagues={colleagues}
        words={ownerWords(language)}
      />
      {steps && (
        <div className="phone-desk__next">
          <span className="phone-desk__label">{words.nextStep}</span>
          <p
            className={
              next?.overdue ? 'phone-desk__step phone-desk__step--overdue' : 'phone-desk__step'
            }
          >
            {next ? (
              <>
                <strong>{next.kind}</strong> · {next.title} · {next.due}
              </>
            ) : (
              words.nothingPlanned
            )}
          </p>
          <a className="phone-desk__plan" href={`#${nextStepBoxId}`}>
            {words.planNextStep}
          </a>
        </div>
      )}
      {contacts.length > 0 && (
        <nav className="phone-desk__contacts" aria-label={words.reach}>
          {contacts.map((contact) => (
            <a
              key={contact.kind}
              className={`phone-desk__contact phone-desk__contact--${contact.kind}`}
              href={contact.href}
              {...(contact.kind === 'call' || contact.kind === 'email'
                ? {}
                : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {contact.label}
            </a>
          ))}
        </nav>
      )}
    </section>
  )
}
