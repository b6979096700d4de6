import { companyName } from '@/lib/site/company'
import './branding.scss'

/** The mark in the admin's navigation: the company's initials on the brand colour. */
export function AdminIcon() {
  return (
    <span className="brand-icon" aria-hidden="true">
      {companyName
        .split(' ')
        .map((word) => word[0])
        .join('')}
    </span>
  )
}

/** The login screen's heading: whose admin this is. */
export function AdminLogo() {
  return (
    <span className="brand-logo">
      <AdminIcon />
      <span className="brand-logo__text">
        <span className="brand-logo__name">{companyName}</span>
        <span className="brand-logo__tagline">Staff admin</span>
      </span>
    </span>
  )
}
