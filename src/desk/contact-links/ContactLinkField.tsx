import { EmailField, FieldLabel, TextField } from '@payloadcms/ui'
import type { EmailFieldServerProps, TextFieldServerProps } from 'payload'

import { contactHref } from './hrefs'
import './contact-link.scss'

type Props = (TextFieldServerProps | EmailFieldServerProps) & { kind: 'phone' | 'email' }

/**
 * A visitor's phone number or e-mail address on a lead's page: a `tel:` or `mailto:` link once
 * the lead is stored (what the visitor sent is read-only then), Payload's own input while staff
 * record a new one.
 */
function ContactLink({ clientField, data, id, path, kind }: Props) {
  const value = data?.[path]
  if (id === undefined || typeof value !== 'string' || value === '') {
    return kind === 'phone' ? (
      <TextField field={clientField as TextFieldServerProps['clientField']} path={path} />
    ) : (
      <EmailField field={clientField as EmailFieldServerProps['clientField']} path={path} />
    )
  }
  return (
    <div className={`field-type contact-link contact-link--${kind}`}>
      <FieldLabel label={clientField.label} path={path} />
      <a className="contact-link__value" href={contactHref(kind, value)}>
        {value}
      </a>
    </div>
  )
}

export const PhoneLinkField = (props: TextFieldServerProps) => (
  <ContactLink {...props} kind="phone" />
)

export const EmailLinkField = (props: EmailFieldServerProps) => (
  <ContactLink {...props} kind="email" />
)
