import type { UIFieldServerProps } from 'payload'

import { readerTimeZoneOfThisRender } from '@/lib/admin/time-zone/read'
import { isSubmissionSlug } from '@/submissions'
import { checkReadable } from '@/submissions/readable'

import { RelatedLeadList } from './RelatedLeadList'
import { leadsOfOrganization, leadsOfPerson, readLeadAccount } from './rollups'
import './accounts.scss'

/**
 * Who the lead is beyond this one message: its organization and group with their account owner,
 * the sender as one of an organization's contacts, the sender's earlier leads, the organization's and the group's, each with status and owner. A
 * company domain no organization has is offered as a new one. Drawn on the server, with the page.
 */
export async function LeadAccount({ collectionSlug, id, payload, req }: UIFieldServerProps) {
  if (!isSubmissionSlug(collectionSlug) || id === undefined) return null
  const lead = { type: collectionSlug, id: Number(id) }
  try {
    await checkReadable(req, lead.type, lead.id)
  } catch {
    return null
  }
  const zone = await readerTimeZoneOfThisRender(payload)
  const adminRoute = payload.config.routes.admin
  const account = await readLeadAccount(req, lead.type, lead.id)
  const { organization, group } = account
  const [person, ofOrganization, ofGroup] = await Promise.all([
    account.personKey ? leadsOfPerson(req, account.personKey, lead) : null,
    organization ? leadsOfOrganization(req, organization.id, lead, { withCompanies: true }) : null,
    group ? leadsOfOrganization(req, group.id, lead, { withCompanies: true }) : null,
  ])
  const list = { zone, adminRoute }
  return (
    <div className="lead-account">
      <h3 className="lead-account__title">Account</h3>
      {organization ? (
        <p className="lead-account__organization">
          <a href={`${adminRoute}/collections/organizations/${organization.id}`}>
            {organization.name}
          </a>
          {group && (
            <>
              {' · '}
              <a href={`${adminRoute}/collections/organizations/${group.id}`}>{group.name}</a>
            </>
          )}
          <span className="lead-account__owner">
            Account owner: {organization.accountOwner ?? 'none yet'}
          </span>
        </p>
      ) : account.unknownDomain ? (
        <form
          className="lead-account__offer"
          method="post"
          action={`${payload.config.routes.api}/organizations/from-domain`}
        >
          <p>No organization has {account.unknownDomain} yet.</p>
          <input type="hidden" name="domain" value={account.unknownDomain} />
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            Create an organization for {account.unknownDomain}
          </button>
        </form>
      ) : (
        <p className="lead-account__none">Sent from a personal address: no organization.</p>
      )}
      {account.contact && (
        <p className="lead-account__contact">
          {account.contact.name}
          {account.contact.role && `, ${account.contact.role}`}: a contact of{' '}
          <a href={`${adminRoute}/collections/organizations/${account.contact.organization.id}`}>
            {account.contact.organization.name}
          </a>
        </p>
      )}
      {person && (
        <RelatedLeadList
          {...list}
          title="This person’s other leads"
          empty="None: this is their first."
          related={person}
        />
      )}
      {organization && ofOrganization && (
        <RelatedLeadList
          {...list}
          title={`${organization.name}’s other leads`}
          empty="None yet."
          related={ofOrganization}
          showOrganization
        />
      )}
      {group && ofGroup && (
        <RelatedLeadList
          {...list}
          title={`${group.name}’s leads, all companies`}
          empty="None yet."
          related={ofGroup}
          showOrganization
        />
      )}
    </div>
  )
}
