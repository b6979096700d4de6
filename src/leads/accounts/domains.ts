import freeMailDomains from 'email-providers/all.json' with { type: 'json' }
import type { DomainOwner } from '@/desk/routing/routing-table'

const freeMail = new Set<string>(freeMailDomains)

/** A company's e-mail domain as kept on an organization: lowercase, no "@", no trailing dot. */
export const domainPattern = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** "Kofi@Mail.MTN.com.gh" → "mail.mtn.com.gh"; undefined for what is no address. */
export function domainOf(email: string | null | undefined): string | undefined {
  const at = email?.lastIndexOf('@') ?? -1
  if (!email || at < 1) return undefined
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
  return domainPattern.test(domain) ? domain : undefined
}

/**
 * A mailbox anyone can open (gmail.com, yahoo.fr, outlook.com…), from a maintained list of
 * providers (`email-providers`): it says nothing of the sender's company.
 */
export const isFreeMail = (domain: string) => freeMail.has(domain)

/** An organization's domains, as matching needs them. */

/**
 * The organization a sender's domain belongs to: the one with that domain, else with the nearest
 * parent domain (mail.mtn.com.gh is MTN Ghana's when it holds mtn.com.gh). Free mail matches none.
 */
export function organizationOfDomain(
  domain: string | undefined,
  owners: readonly DomainOwner[],
): number | undefined {
  if (!domain || isFreeMail(domain)) return undefined
  let best: { id: number; length: number } | undefined
  for (const { id, domains } of owners) {
    for (const owned of domains) {
      const matches = domain === owned || domain.endsWith(`.${owned}`)
      if (matches && owned.length > (best?.length ?? 0)) best = { id, length: owned.length }
    }
  }
  return best?.id
}
