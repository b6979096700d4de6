import { Compass } from 'lucide-react'

import { MessagePage } from '@/components/shared/message-page'
import { ButtonLink } from '@/components/ui/button'

export default function NotFound() {
  return (
    <MessagePage
      icon={Compass}
      eyebrow="404"
      title="Oops! Page not found"
      text="The page you are looking for does not exist or has moved."
      actions={
        <ButtonLink href="/" size="lg">
          Return to Home
        </ButtonLink>
      }
    />
  )
}
